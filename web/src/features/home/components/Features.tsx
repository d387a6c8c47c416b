import { FEATURES } from '../content';

export function Features() {
  return (
    <section className="home-section features" aria-labelledby="features-title">
      <div className="container">
        <h2 id="features-title" className="visually-hidden">
          Why guests choose us
        </h2>
        <ul className="feature-grid" role="list">
          {FEATURES.map((f) => (
            <li key={f.title} className="feature">
              <img src={f.image} alt="" width={72} height={72} loading="lazy" decoding="async" />
              <h3>{f.title}</h3>
              <p>{f.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
