import { Link } from 'react-router-dom';

/** What a card section says when it has nothing to show: the owner chose none, or the menu could not be loaded. */
export function HomeEmpty({ failed, text }: { failed: boolean; text: string }) {
  return (
    <p className="home-empty">
      {failed ? 'We could not load these dishes just now.' : text} <Link to="/menu">See the full menu</Link>
    </p>
  );
}
