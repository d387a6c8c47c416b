export default function UsersSection() {
  return <h1>Users</h1>;
}
