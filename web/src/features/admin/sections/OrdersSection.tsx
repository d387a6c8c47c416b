export default function OrdersSection() {
  return <h1>Orders</h1>;
}
