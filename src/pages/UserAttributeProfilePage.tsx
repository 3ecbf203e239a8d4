// Interim screen: replaced by its feature issue.
export default function UserAttributeProfilePage() {
  return (
    <section>
      <h1>UserAttributeProfilePage</h1>
      <p>This screen is not built yet.</p>
    </section>
  );
}
