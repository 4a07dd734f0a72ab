import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../fixtures';
import { publicPages } from './pages';

for (const { path, ready } of publicPages) {
  test(`${path} has no serious or critical axe violations`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: ready, exact: true })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const severe = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    expect(severe, severe.join('\n')).toEqual([]);
  });
}
