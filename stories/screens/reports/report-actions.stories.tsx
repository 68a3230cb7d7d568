import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http, HttpResponse } from 'msw';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

import { AuditReportButton } from '@/screens/shared/reports/audit-report-button';
import { ComplianceReportButton } from '@/screens/shared/reports/compliance-report-button';
import type { AuditReport } from '@/screens/shared/reports/use-audit-report';

/**
 * The report actions (docs/domain/reports.md): a device's compliance report (a button that spins
 * while the PDF is made) and a location's audit report (a progress bar and cancel while it is
 * made). On the screens: the device header, the location's card.
 */
const meta = {
  title: 'Screens/Reports/Report actions',
  component: ComplianceReportButton,
  args: { number: '24DC10001' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ComplianceReportButton>;
export default meta;
type Story = StoryObj<typeof meta>;

const audit = (state: Partial<AuditReport>): AuditReport => ({
  download: fn(),
  cancel: fn(),
  busy: false,
  progress: null,
  ...state,
});

/** Ready: "Compliance report". */
export const ComplianceIdle: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Compliance report' });
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-busy');
  },
};

/** Being made: the device's data is still loading, the button spins and takes no second click. */
export const ComplianceMaking: Story = {
  parameters: { msw: { handlers: [http.get('*/api/devices/:number', () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Compliance report' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    await expect(button).toBeDisabled();
  },
};

/** The data could not be read: a toast says the report was not made, and why. */
export const ComplianceError: Story = {
  parameters: {
    visual: false,
    toasts: true,
    msw: {
      handlers: [
        http.get('*/api/devices/:number', () =>
          HttpResponse.json({ message: 'The device service is unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Compliance report' });
    await userEvent.click(button);
    await expect(await screen.findByText('The compliance report could not be made')).toBeVisible();
    await expect(await screen.findByText('The device service is unavailable')).toBeVisible();
    await waitFor(() => expect(button).toBeEnabled());
  },
};

/** Arabic: the label from the catalogue. */
export const ComplianceRtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'تقرير المطابقة' });
  },
};

/** A location's audit report, ready: a click starts it for that location. */
export const AuditIdle: Story = {
  render: () => <AuditReportButton locationId={4} report={audit({})} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Audit report' })).toBeEnabled();
  },
};

const making = audit({ busy: true, progress: { done: 12, total: 40 } });

/** Being made, device by device: how far it is (12 of 40), and a way to stop it. */
export const AuditMaking: Story = {
  render: () => <AuditReportButton locationId={4} report={making} />,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const bar = c.getByRole('progressbar', {
      name: 'Making the audit report: 12 of 40 devices',
    });
    await expect(bar).toHaveAttribute('aria-valuenow', '12');
    await expect(bar).toHaveAttribute('aria-valuemax', '40');
    await expect(c.queryByRole('button', { name: 'Audit report' })).not.toBeInTheDocument();
    await userEvent.click(c.getByRole('button', { name: 'Cancel' }));
    await expect(making.cancel).toHaveBeenCalledOnce();
  },
};

/** Being made, in Arabic: the bar fills from the right, the numbers in the reader's digits. */
export const AuditMakingRtl: Story = {
  globals: { locale: 'ar' },
  render: () => (
    <AuditReportButton
      locationId={4}
      report={audit({ busy: true, progress: { done: 12, total: 40 } })}
    />
  ),
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('button', { name: 'إلغاء' });
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute(
      'aria-valuenow',
      '12',
    );
  },
};
