export default function MenuSection() {
  return <h1>Menu</h1>;
}
