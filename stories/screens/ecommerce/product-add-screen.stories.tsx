import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

import { ProductAddScreen } from '@/screens/ecommerce/product-add-screen';

import { storyStore } from '../../../.storybook/mock-api';

function LocationProbe() {
  const location = useLocation();
  return <span hidden data-location={`${location.pathname}${location.search}`} />;
}

// Typed loosely: the screen takes no props, and the inferred story type asked for args of type
// never.
const meta: Meta = {
  title: 'Screens/E-commerce/Add product',
  component: ProductAddScreen,
  args: {},
  parameters: { layout: 'fullscreen', route: '/apps/ecommerce/product/add' },
  decorators: [
    (Story) => (
      <>
        {Story()}
        <LocationProbe />
      </>
    ),
  ],
};
export default meta;
type Story = StoryObj;

/** Types into a field at once (a paste): the form reads it as typed, and the story stays quick. */
const fill = async (field: HTMLElement, text: string) => {
  await userEvent.click(field);
  await userEvent.paste(text);
};
/** The products of that name as the simulation behind the story now holds them. */
const stored = async (name: string) =>
  storyStore.db().products.filter((p) => p.productName === name);
const location = (canvasElement: HTMLElement) =>
  canvasElement.ownerDocument.querySelector('[data-location]')?.getAttribute('data-location');

/** Waits for the form, its rich-text editor included (Tiptap loads with the first editor drawn). */
const loaded = async (canvasElement: HTMLElement) => {
  const c = within(canvasElement);
  await c.findByRole('form', { name: /^(Add a new product|إضافة منتج جديد|添加新商品)$/ });
  await waitFor(
    () => expect(canvasElement.querySelector('[contenteditable="true"]')).not.toBeNull(),
    { timeout: 20_000 },
  );
};

/** Fills what a product needs: name, SKU, quantity, base price and category. */
const fillRequired = async (
  canvasElement: HTMLElement,
  { name = 'Solar Meter Mini', sku = '12345678' } = {},
) => {
  const c = within(canvasElement);
  await fill(c.getByLabelText(/^Name/), name);
  await fill(c.getByLabelText(/^SKU/), sku);
  await fill(c.getByLabelText(/^Quantity/), '40');
  await fill(c.getByLabelText(/^Base price/), '120');
  await userEvent.click(c.getByRole('combobox', { name: /^Category/ }));
  await userEvent.click(await screen.findByRole('option', { name: 'Office' }));
};

/** A 4×4 PNG drawn on a canvas, as a file the drop zone takes. */
async function samplePng(name: string): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 4;
  canvas.height = 4;
  const g = canvas.getContext('2d')!;
  g.fillStyle = '#7367F0';
  g.fillRect(0, 0, 4, 4);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** The empty form: information, images, variants, inventory, pricing and organisation. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await expect(c.getByText('No variants: the product comes one way.')).toBeVisible();
    await expect(c.getByRole('switch', { name: /^In stock/ })).toBeChecked();
    await expect(c.getByRole('button', { name: 'Save draft' })).toBeEnabled();
    await expect(c.getByRole('button', { name: 'Publish' })).toBeEnabled();
    // The image drop zone is a button named by its field's label (then the words it shows), its
    // hint as its description.
    const zone = c.getByRole('button', { name: 'Images Drop files here or click to browse' });
    await expect(zone).toHaveAccessibleDescription(/^PNG, JPEG, WebP or GIF/);
    await expect(zone).toHaveAttribute('tabindex', '0');
    await expect(c.queryByRole('button', { name: 'file upload' })).not.toBeInTheDocument();
  },
};

/**
 * Publish with nothing typed: each required field says so; a discounted price above the base
 * price is refused on its field; what was typed stays.
 */
export const ValidationErrors: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(c.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true'));
    for (const label of [/^SKU/, /^Quantity/, /^Base price/])
      await expect(c.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByRole('combobox', { name: /^Category/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(location(canvasElement)).toBe('/apps/ecommerce/product/add');

    // Everything else right: a discounted price above the base price is refused on its field, a
    // barcode of letters on its own.
    await fillRequired(canvasElement);
    await fill(c.getByLabelText(/^Discounted price/), '150');
    await fill(c.getByLabelText(/^Barcode/), '12ab');
    await userEvent.click(c.getByRole('button', { name: 'Publish' }));
    await expect(
      await c.findByText('The discounted price cannot be more than the base price'),
    ).toBeVisible();
    await expect(c.getByLabelText(/^Barcode/)).toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(c.getByLabelText(/^Name/)).toHaveValue('Solar Meter Mini');
    await expect(c.getByLabelText(/^Discounted price/)).toHaveValue(150);
    await expect(location(canvasElement)).toBe('/apps/ecommerce/product/add');
    // A variant added but left blank is refused on its row too.
    await userEvent.click(c.getByRole('button', { name: 'Add variant' }));
    const row = c.getByRole('group', { name: 'Variant 1' });
    await userEvent.click(c.getByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(within(row).getByLabelText(/^Value/)).toHaveAttribute('aria-invalid', 'true'),
    );
    await userEvent.click(c.getByRole('button', { name: 'Remove variant 1' }));
    await expect(c.getByText('No variants: the product comes one way.')).toBeVisible();
  },
};

/** "Save draft" keeps the product inactive, says so and returns to the list. */
export const SaveDraft: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/apps/ecommerce/product/list'), {
      timeout: 10_000,
    });
    await expect(await stored('Solar Meter Mini')).toEqual([
      expect.objectContaining({
        productName: 'Solar Meter Mini',
        status: 'Inactive',
        sku: 12345678,
      }),
    ]);
  },
};

/**
 * Publish a full product: description, an image (previewed as the cover), a variant, a discount
 * and tax (the price with tax follows). A SKU another product uses comes back from the API onto
 * its field with nothing lost; a free one publishes.
 */
export const Publish: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await fillRequired(canvasElement, { sku: '89860' });
    await fill(c.getByLabelText(/^Brand/), 'Helio');
    await userEvent.click(canvasElement.querySelector<HTMLElement>('[contenteditable="true"]')!);
    await userEvent.keyboard('A meter for small solar roofs.');
    await userEvent.upload(
      canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!,
      await samplePng('front.png'),
    );
    const chosen = await c.findByRole('list', { name: 'Chosen images' });
    await expect(within(chosen).getByRole('img', { name: 'front.png' })).toBeVisible();
    await expect(within(chosen).getByText('Cover')).toBeVisible();
    await userEvent.click(c.getByRole('button', { name: 'Add variant' }));
    const row = c.getByRole('group', { name: 'Variant 1' });
    await userEvent.click(within(row).getByRole('combobox', { name: /^Option/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Colour' }));
    await fill(within(row).getByLabelText(/^Value/), 'Black');
    await fill(c.getByLabelText(/^Discounted price/), '100');
    await fill(c.getByLabelText(/^Tax/), '10');
    await expect(c.getByText('$110.00')).toBeVisible();

    await userEvent.click(c.getByRole('button', { name: 'Publish' }));
    await expect(
      await c.findByText('Another product already uses this SKU', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(c.getByLabelText(/^Name/)).toHaveValue('Solar Meter Mini');
    await expect(within(row).getByLabelText(/^Value/)).toHaveValue('Black');
    await expect(within(chosen).getByRole('img', { name: 'front.png' })).toBeVisible();

    await userEvent.clear(c.getByLabelText(/^SKU/));
    await fill(c.getByLabelText(/^SKU/), '12345678');
    await userEvent.click(c.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/apps/ecommerce/product/list'), {
      timeout: 10_000,
    });
    await expect(await stored('Solar Meter Mini')).toEqual([
      expect.objectContaining({ productName: 'Solar Meter Mini', status: 'Published' }),
    ]);
  },
};

/** "Publish later" schedules the product. */
export const PublishLater: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.click(c.getByRole('combobox', { name: /^When published/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Schedule (publish later)' }));
    await userEvent.click(c.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(location(canvasElement)).toBe('/apps/ecommerce/product/list'), {
      timeout: 10_000,
    });
    await expect(await stored('Solar Meter Mini')).toEqual([
      expect.objectContaining({ productName: 'Solar Meter Mini', status: 'Scheduled' }),
    ]);
  },
};

/** The save fails: the form says so and keeps everything typed. */
export const SaveFails: Story = {
  parameters: {
    visual: false,
    msw: {
      handlers: [
        http.post('*/api/apps/ecommerce/products', () =>
          HttpResponse.json({ message: 'Catalogue unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await fillRequired(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Publish' }));
    await expect(
      await c.findByText(/Catalogue unavailable|The product could not be saved/, undefined, {
        timeout: 10_000,
      }),
    ).toBeVisible();
    await expect(c.getByLabelText(/^Name/)).toHaveValue('Solar Meter Mini');
    await expect(c.getByLabelText(/^SKU/)).toHaveValue(12345678);
    await expect(location(canvasElement)).toBe('/apps/ecommerce/product/add');
  },
};

/** Discarding typed work asks first. */
export const DiscardAsks: Story = {
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await fill(c.getByLabelText(/^Name/), 'Half typed');
    await userEvent.click(c.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: /keep|cancel/i }));
    await expect(c.getByLabelText(/^Name/)).toHaveValue('Half typed');
    await expect(location(canvasElement)).toBe('/apps/ecommerce/product/add');
  },
};

/** Dark theme, with the validation errors showing. */
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(c.getByLabelText(/^Name/)).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** Arabic, right to left: the field errors in Arabic. */
export const Rtl: Story = {
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(c.getByRole('button', { name: 'نشر' }));
    await waitFor(() => expect(c.getByLabelText(/^الاسم/)).toHaveAttribute('aria-invalid', 'true'));
    // The drop zone is named by its label in Arabic, not react-dropzone's English "file upload".
    await expect(c.getByRole('button', { name: /^الصور / })).toBeVisible();
  },
};

/** Chinese. */
export const Chinese: Story = {
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(within(canvasElement).getByRole('button', { name: /^图片 / })).toBeVisible();
  },
};
