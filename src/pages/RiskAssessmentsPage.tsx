// Interim screen: replaced by its feature issue.
export default function RiskAssessmentsPage() {
  return (
    <section>
      <h1>RiskAssessmentsPage</h1>
      <p>This screen is not built yet.</p>
    </section>
  );
}
