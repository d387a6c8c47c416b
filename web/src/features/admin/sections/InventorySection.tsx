export default function InventorySection() {
  return <h1>Inventory</h1>;
}
