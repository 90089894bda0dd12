/**
 * A coach account through the API, as a user makes one: register, then sign in. Registration
 * answers alike for a new and a taken address (decision 0154), so the id comes from signing in.
 */
export async function signUp(
  url: string,
  body: { firstName: string; lastName: string; email: string; password: string },
): Promise<{ token: string; userId: string }> {
  const post = (p: string, b: unknown) =>
    fetch(`${url}/api/auth/${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(b),
    });
  const reg = await post('register', body);
  if (reg.status !== 201) throw new Error(`bench: register ${reg.status}`);
  const res = await post('login', { email: body.email, password: body.password });
  if (res.status !== 200) throw new Error(`bench: login ${res.status}`);
  const { token, user } = (await res.json()) as { token: string; user: { id: string } };
  return { token, userId: user.id };
}
