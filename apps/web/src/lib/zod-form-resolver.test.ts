import type { ZCreatePlayerRequest } from '@futsal/shared/schemas/player';
import type { Resolver } from 'react-hook-form';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import {
  playerFormResolver,
  toPlayerRequest,
  emptyPlayerForm,
} from '../features/players/player-form';
import { zodFormResolver } from './zod-form-resolver';

interface Values {
  name: string;
  age: string;
}
const ZRequest = z.object({
  name: z.string().trim().min(2, 'validation.name'),
  age: z.number({ error: 'validation.ageRequired' }).int().min(1, 'validation.age'),
});
const resolver = zodFormResolver(ZRequest, (v: Values) => ({
  name: v.name,
  age: (v.age.trim() === '' ? undefined : Number(v.age)) as number,
}));
const OPTIONS = { fields: {}, shouldUseNativeValidation: false };

describe('zodFormResolver', () => {
  it("is typed with the form's values in and the schema's output out", () => {
    expectTypeOf(resolver).toEqualTypeOf<
      Resolver<Values, unknown, { name: string; age: number }>
    >();
    expectTypeOf(playerFormResolver).toEqualTypeOf<
      Resolver<ReturnType<typeof emptyPlayerForm>, unknown, z.output<typeof ZCreatePlayerRequest>>
    >();
  });

  it("checks the values as the schema's input, with its messages under the form's field names", async () => {
    const result = await resolver({ name: ' A ', age: '' }, undefined, OPTIONS);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      name: { message: 'validation.name' },
      age: { message: 'validation.ageRequired' },
    });
    const bad = await resolver({ name: 'Ana', age: '0' }, undefined, OPTIONS);
    expect(bad.errors).toMatchObject({ age: { message: 'validation.age' } });
    expect(bad.errors).not.toHaveProperty('name');
  });

  it("gives the schema's output for good values", async () => {
    const result = await resolver({ name: '  Ana ', age: '30' }, undefined, OPTIONS);
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({ name: 'Ana', age: 30 });
  });

  it("reports the player form's nested fields by their paths", async () => {
    const values = emptyPlayerForm();
    values.name = 'Sergio';
    values.number = '10';
    values.emergencyContact.phone = 'x'.repeat(300);
    const result = await playerFormResolver(values, undefined, OPTIONS);
    expect(result.errors).toHaveProperty(['emergencyContact', 'phone', 'message']);
    expect(Object.keys(result.errors)).toEqual(['emergencyContact']);
    const ok = await playerFormResolver(
      { ...values, emergencyContact: { name: '', phone: '', relationship: '' } },
      undefined,
      OPTIONS,
    );
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ name: 'Sergio', number: 10 });
    expect(toPlayerRequest(values).number).toBe(10);
  });
});
