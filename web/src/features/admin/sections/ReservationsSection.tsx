export default function ReservationsSection() {
  return <h1>Reservations</h1>;
}
