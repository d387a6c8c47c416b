export default function DashboardSection() {
  return <h1>Dashboard</h1>;
}
