/**
 * @jest-environment jsdom
 */
// The accessibility statement's coordinator, as the site settings name them: an e-mail that is not an
// address (a setting stored before the rule, or a provider that does not keep it) is never a mailto: link.
import { cleanup, render, screen } from '@testing-library/react';
import type { RootStore } from '../../app/RootStore';
import { StoreProvider } from '../../stores/StoreContext';

jest.mock('./AccessibilityPage.css', () => ({}));
// Imported after the mock it depends on.
import AccessibilityPage from './AccessibilityPage';

afterEach(cleanup);

function renderWith(coordinator: { Name: string; Phone: string; Email: string }): void {
  const root = { settings: { settings: { AccessibilityCoordinator: coordinator } } } as unknown as RootStore;
  render(
    <StoreProvider store={root}>
      <AccessibilityPage />
    </StoreProvider>,
  );
}

describe("the accessibility statement's coordinator", () => {
  it('links a valid e-mail address as mailto:', () => {
    renderWith({ Name: 'מיכל לוי', Phone: '03-5556790', Email: 'negishut@sharon.example' });
    expect(screen.getByRole('link', { name: 'negishut@sharon.example' }).getAttribute('href')).toBe('mailto:negishut@sharon.example');
  });

  it('never renders a value that is not an address (javascript:alert(1)//@x.co): no link, no text of it', () => {
    renderWith({ Name: 'מיכל לוי', Phone: '03-5556790', Email: 'javascript:alert(1)//@x.co' });
    expect([...document.querySelectorAll('a')].map((a) => a.getAttribute('href'))).not.toContainEqual(expect.stringMatching(/^mailto:/));
    expect(document.body.textContent).not.toContain('javascript:');
    // The phone still reaches the coordinator.
    expect(screen.getByRole('link', { name: '03-5556790' }).getAttribute('href')).toBe('tel:035556790');
  });
});
