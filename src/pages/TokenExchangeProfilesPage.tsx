// Interim screen: replaced by its feature issue.
export default function TokenExchangeProfilesPage() {
  return (
    <section>
      <h1>TokenExchangeProfilesPage</h1>
      <p>This screen is not built yet.</p>
    </section>
  );
}
