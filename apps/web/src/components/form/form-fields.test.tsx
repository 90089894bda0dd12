import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { TestProviders } from '../../test/providers';
import { zodFormResolver } from '../../lib/zod-form-resolver';
import {
  FormNumberField,
  FormSelectField,
  FormSwitchField,
  FormTextField,
  FormToggleField,
} from '.';

interface Values {
  name: string;
  number: string;
  weight: string;
  foot: string;
  active: boolean;
  side: string;
}
const ZRequest = z.object({
  name: z.string().min(2, 'validation.player.name'),
  number: z.number({ error: 'validation.player.numberRequired' }),
  weight: z.string(),
  foot: z.string(),
  active: z.boolean(),
  side: z.string().min(1, 'validation.player.numberRequired'),
});
const resolver = zodFormResolver(ZRequest, (v: Values) => ({
  ...v,
  number: (v.number === '' ? undefined : Number(v.number)) as number,
}));

function Form({ onValid }: { onValid: (v: z.output<typeof ZRequest>) => void }) {
  const { control, handleSubmit } = useForm({
    resolver,
    defaultValues: { name: '', number: '', weight: '', foot: '', active: true, side: '' },
  });
  return (
    <form noValidate onSubmit={(e) => void handleSubmit(onValid)(e)}>
      <FormTextField control={control} name="name" id="f-name" label="Nombre" helperText="Pista" />
      <FormNumberField control={control} name="number" id="f-number" label="Dorsal" prefix="#" />
      <FormNumberField
        control={control}
        name="weight"
        id="f-weight"
        label="Peso"
        step={0.1}
        unit="kg"
      />
      <FormSelectField
        control={control}
        name="foot"
        id="f-foot"
        label="Pie"
        options={['left', 'right']}
        labelOf={(o) => (o === 'left' ? 'Izquierdo' : 'Derecho')}
        empty="Ninguno"
      />
      <FormSwitchField control={control} name="active" id="f-active" label="Activo" />
      <FormToggleField
        control={control}
        name="side"
        options={['home', 'away']}
        renderOption={(o) => (o === 'home' ? 'Casa' : 'Fuera')}
        optionTestId={(o) => `side-${o}`}
        aria-label="Lado"
      />
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('form fields bound to react-hook-form', { timeout: 20_000 }, () => {
  it("show each value's error as its catalog text in place of the hint, and send nothing", async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />, { wrapper: TestProviders });
    const u = userEvent.setup();
    expect(screen.getByText('Pista')).toBeTruthy();
    await u.type(screen.getByLabelText('Nombre'), 'A');
    await u.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El nombre debe tener entre 2 y 50 caracteres')).toBeTruthy();
    expect(screen.queryByText('Pista')).toBeNull();
    expect(screen.getAllByText('El dorsal es obligatorio')).toHaveLength(2);
    expect(screen.getByLabelText('Nombre').getAttribute('aria-invalid')).toBe('true');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('ask a phone for digits, with a decimal point for a fractional step, and show prefix and unit', () => {
    render(<Form onValid={() => {}} />, { wrapper: TestProviders });
    const number = screen.getByLabelText('Dorsal');
    const weight = screen.getByLabelText('Peso');
    expect(number.getAttribute('inputmode')).toBe('numeric');
    expect(weight.getAttribute('inputmode')).toBe('decimal');
    expect(weight.getAttribute('step')).toBe('0.1');
    expect(screen.getByText('#')).toBeTruthy();
    expect(screen.getByText('kg')).toBeTruthy();
  });

  it('send what was typed, picked and switched, as the schema outputs it', async () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />, { wrapper: TestProviders });
    const u = userEvent.setup();
    await u.type(screen.getByLabelText('Nombre'), 'Ana');
    await u.type(screen.getByLabelText('Dorsal'), '7');
    await u.click(screen.getByTestId('f-foot-select'));
    const list = await screen.findByRole('listbox');
    expect(within(list).getByText('Ninguno')).toBeTruthy();
    await u.click(within(list).getByText('Izquierdo'));
    await u.click(screen.getByLabelText('Activo'));
    await u.click(screen.getByTestId('side-away'));
    // Pressing the chosen one again keeps it: a choice cannot be left empty.
    await u.click(screen.getByTestId('side-away'));
    await u.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledTimes(1));
    expect(onValid.mock.calls[0]?.[0]).toEqual({
      name: 'Ana',
      number: 7,
      weight: '',
      foot: 'left',
      active: false,
      side: 'away',
    });
  });
});
