import { Card } from '@agency/ui';

export function HomePage() {
  return (
    <main>
      <Card title="Agency Portal" headingLevel={1}>
        Recruitment and onboarding for healthcare professionals.
      </Card>
    </main>
  );
}
