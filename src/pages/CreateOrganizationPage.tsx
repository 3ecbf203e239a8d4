// Interim screen: replaced by its feature issue.
export default function CreateOrganizationPage() {
  return (
    <section>
      <h1>CreateOrganizationPage</h1>
      <p>This screen is not built yet.</p>
    </section>
  );
}
