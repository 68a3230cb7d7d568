import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';

import { RichTextEditor, type RichTextEditorProps } from '@/components/form/rich-text-editor';
import { TextField } from '@/components/form/text-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { SafeHtml } from '@/components/ui/safe-html';

/** A controlled editor with its HTML shown under it through SafeHtml, as a page would show it. */
function Controlled(props: Partial<RichTextEditorProps> & { onHtml?: (html: string) => void }) {
  const { onHtml, ...rest } = props;
  const [html, setHtml] = useState(props.value ?? '');
  return (
    <div className="ee:grid ee:gap-4">
      <RichTextEditor
        label="Notes"
        placeholder="What was done, what is left"
        {...rest}
        value={html}
        onChange={(next) => {
          setHtml(next);
          onHtml?.(next);
        }}
      />
      <output
        aria-label="Saved text"
        className="ee:block ee:rounded-ee ee:border ee:border-dashed ee:border-line ee:p-3"
      >
        <SafeHtml html={html} />
      </output>
    </div>
  );
}

const meta = {
  title: 'Components/Form/RichTextEditor',
  component: Controlled,
  decorators: [
    (Story) => (
      <Card style={{ maxWidth: 640 }}>
        <CardContent>{Story()}</CardContent>
      </Card>
    ),
  ],
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text area once Tiptap has loaded (it loads lazily). */
async function editorOf(canvasElement: HTMLElement, name: string | RegExp = 'Notes') {
  return within(canvasElement).findByRole('textbox', { name }, { timeout: 10_000 });
}

/**
 * Types into the editor through the browser's own editing command (the path a keyboard's text
 * takes: beforeinput, then input). user-event's simulated typing into a contenteditable races
 * ProseMirror's DOM observer and drops letters.
 */
async function typeText(box: HTMLElement, text: string) {
  if (!box.contains(document.activeElement)) box.focus();
  document.execCommand('insertText', false, text);
  await new Promise((resolve) => setTimeout(resolve, 0));
}

/** Empty: the placeholder shows, the toolbar's buttons are named. */
export const Empty: Story = {
  args: { hint: 'Shown to the field team.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await editorOf(canvasElement);
    await expect(box).toHaveAttribute('aria-placeholder', 'What was done, what is left');
    await expect(box).toHaveAccessibleDescription('Shown to the field team.');
    const toolbar = canvas.getByRole('toolbar', { name: 'Formatting' });
    for (const name of [
      'Bold',
      'Italic',
      'Underline',
      'Strikethrough',
      'Bulleted list',
      'Numbered list',
      'Link',
      'Undo',
      'Redo',
    ]) {
      await expect(within(toolbar).getByRole('button', { name })).toBeInTheDocument();
    }
    await expect(within(toolbar).getByRole('button', { name: 'Undo' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

const onHtml = fn();

/** Typing, marks from the toolbar, a list, undo and redo; onChange receives HTML. */
export const Formatting: Story = {
  args: { onHtml },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await editorOf(canvasElement);
    await userEvent.click(box);
    await typeText(box, 'Busbar checked');
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith('<p>Busbar checked</p>'));
    // Select all, then bold and italic.
    await userEvent.keyboard('{Control>}a{/Control}');
    const bold = canvas.getByRole('button', { name: 'Bold' });
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Italic' }));
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith('<p><strong><em>Busbar checked</em></strong></p>'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Bulleted list' }));
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith(
        '<ul><li><p><strong><em>Busbar checked</em></strong></p></li></ul>',
      ),
    );
    // With the caret in the item, the list's button is pressed (select-all also spans the empty
    // paragraph Tiptap keeps after a list).
    await userEvent.click(within(box).getByText('Busbar checked'));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Bulleted list' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Numbered list' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith('<p><strong><em>Busbar checked</em></strong></p>'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Redo' }));
    await waitFor(() =>
      expect(onHtml).toHaveBeenLastCalledWith(
        '<ul><li><p><strong><em>Busbar checked</em></strong></p></li></ul>',
      ),
    );
    // What it wrote, rendered by SafeHtml.
    const saved = canvas.getByRole('status', { name: 'Saved text' });
    await expect(saved.querySelector('ul li strong em')).toHaveTextContent('Busbar checked');
    // Emptied: '' (so a required rule can tell).
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
    await waitFor(() => expect(onHtml).toHaveBeenLastCalledWith(''));
  },
};

/**
 * The link prompt: a `javascript:` address is refused with a message in the field, an https
 * one is applied to the selection (new tab, no opener); Remove takes it off again.
 */
export const Link: Story = {
  args: { value: '<p>See the manual</p>' },
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const box = await editorOf(canvasElement);
    await userEvent.click(box);
    await userEvent.keyboard('{Control>}a{/Control}');
    const linkButton = canvas.getByRole('button', { name: 'Link' });
    await userEvent.click(linkButton);
    const address = await body.findByLabelText('Link address', {}, { timeout: 5000 });
    await expect(address).toHaveFocus();
    await userEvent.type(address, 'javascript:alert(1)');
    await userEvent.click(body.getByRole('button', { name: 'Apply' }));
    await expect(address).toHaveAccessibleDescription(
      'Enter an address starting with https://, http:// or mailto:',
    );
    await expect(address).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/manual{Enter}');
    await waitFor(() => expect(body.queryByLabelText('Link address')).toBeNull());
    const saved = canvas.getByRole('status', { name: 'Saved text' });
    const link = await within(saved).findByRole('link', { name: 'See the manual' });
    await expect(link).toHaveAttribute('href', 'https://example.com/manual');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(linkButton).toHaveAttribute('aria-expanded', 'false');
    // Escape closes without a change and gives focus back to the button.
    await userEvent.click(box);
    await userEvent.click(linkButton);
    const again = await body.findByLabelText('Link address', {}, { timeout: 5000 });
    await expect(again).toHaveValue('https://example.com/manual');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(linkButton).toHaveFocus());
    // Remove.
    await userEvent.click(box);
    await userEvent.click(linkButton);
    await userEvent.click(await body.findByRole('button', { name: 'Remove link' }));
    await waitFor(() => expect(within(saved).queryByRole('link')).toBeNull());
    await expect(saved).toHaveTextContent('See the manual');
  },
};

/**
 * One tab stop: Tab reaches the toolbar, arrows move along it, Home/End jump, Alt+F10 from the
 * text.
 */
export const Keyboard: Story = {
  render: () => (
    <div className="ee:grid ee:gap-4">
      <TextField label="Title" />
      <Controlled value="<p>Text</p>" />
    </div>
  ),
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await editorOf(canvasElement);
    await userEvent.click(canvas.getByLabelText('Title'));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Underline' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'Redo' })).toHaveFocus();
    // Tab leaves the toolbar for the text.
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard('{Alt>}{F10}{/Alt}');
    await expect(canvas.getByRole('button', { name: 'Redo' })).toHaveFocus();
  },
};

const schema = z.object({
  subject: z.string().trim().min(1, 'Enter a subject'),
  body: z
    .string()
    .refine(
      (html) => html.replace(/<[^>]*>/g, '').trim().length >= 10,
      'Write at least 10 characters',
    ),
});

function HookForm({ onSubmit }: { onSubmit: (values: z.output<typeof schema>) => void }) {
  const form = useZodForm(schema, { defaultValues: { subject: '', body: '' } });
  return (
    <form className="ee:grid ee:gap-4" onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <TextField
        label="Subject"
        required
        error={form.formState.errors.subject?.message}
        {...form.register('subject')}
      />
      <Controller
        control={form.control}
        name="body"
        render={({ field, fieldState }) => (
          <RichTextEditor
            label="Message"
            required
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
            error={fieldState.error?.message}
            minHeight={120}
          />
        )}
      />
      <div>
        <Button type="submit">Send</Button>
      </div>
    </form>
  );
}

const onSubmit = fn();

/**
 * Inside react-hook-form through `Controller`: the rule runs on the HTML, the error shows under
 * the field (aria-invalid), the field with the error takes focus, and the value is HTML.
 */
export const InAForm: Story = {
  render: () => <HookForm onSubmit={onSubmit} />,
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await editorOf(canvasElement, /^Message/);
    await userEvent.type(canvas.getByLabelText(/^Subject/), 'Outage');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Write at least 10 characters')).toBeVisible();
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Write at least 10 characters');
    await waitFor(() => expect(box).toHaveFocus());
    await expect(onSubmit).not.toHaveBeenCalled();
    await typeText(box, 'Feeder 7 back at 09:40');
    await waitFor(() => expect(canvas.queryByText('Write at least 10 characters')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith(
        { subject: 'Outage', body: '<p>Feeder 7 back at 09:40</p>' },
        expect.anything(),
      ),
    );
  },
};

/** With an error, and with formatted content already in it. */
export const WithError: Story = {
  args: {
    value:
      '<p>Replace the <strong>door seal</strong>:</p><ol><li><p>order part</p></li><li><p>book crew</p></li></ol>',
    error: 'Say when the work will be done',
    required: true,
  },
  play: async ({ canvasElement }) => {
    const box = await editorOf(canvasElement, /^Notes/);
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAttribute('aria-required', 'true');
  },
};

/** Disabled: not editable; the toolbar's buttons are unavailable. */
export const Disabled: Story = {
  args: { value: '<p>Signed off by the site manager.</p>', disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = await editorOf(canvasElement);
    await expect(box).toHaveAttribute('contenteditable', 'false');
    await expect(box).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('button', { name: 'Bold' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

export const Dark: Story = { ...WithError, globals: { theme: 'dark' } };

/** The toolbar reads right to left; arrows follow (ArrowLeft goes forward). */
export const Rtl: Story = {
  args: {
    label: 'ملاحظات',
    value: '<p>تم فحص <strong>القضبان</strong>.</p><ul><li><p>المسح الحراري</p></li></ul>',
    placeholder: 'ما الذي تم',
  },
  globals: { locale: 'ar' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editorOf(canvasElement, 'ملاحظات');
    const bold = canvas.getByRole('button', { name: 'غامق' });
    bold.focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('button', { name: 'مائل' })).toHaveFocus();
  },
};

export const Chinese: Story = {
  args: { label: '备注', value: '', placeholder: '已完成的工作和剩余事项' },
  globals: { locale: 'zh' },
  play: async ({ canvasElement }) => {
    await editorOf(canvasElement, '备注');
    await expect(within(canvasElement).getByRole('toolbar', { name: '格式' })).toBeVisible();
  },
};
