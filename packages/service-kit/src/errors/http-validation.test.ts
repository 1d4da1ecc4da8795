import { useThingsApp } from './http-behaviour.fixture';

describe('service app HTTP behaviour: validation', () => {
  const things = useThingsApp();

  it('accepts a valid body', async () => {
    const res = await things.http
      .post('/things')
      .send({ name: 'Chelsea boot', price: { base: 120 } });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      data: { name: 'Chelsea boot', price: { base: 120 } },
    });
  });

  it('answers 400 naming the field that is wrong', async () => {
    const res = await things.http
      .post('/things')
      .send({ name: 'Chelsea boot', price: { base: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/^price\.base: Too small/);
  });

  it('names every wrong field', async () => {
    const res = await things.http.post('/things').send({ price: { base: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('name: ');
    expect(res.body.message).toContain('price.base: ');
  });

  it("answers a form in people's words: the first problem, and each field's own", async () => {
    const res = await things.http.post('/things/sign-up').send({ name: '', password: 'short' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Name is required',
      errors: [
        { field: 'name', message: 'Name is required' },
        { field: 'password', message: 'Password must be at least 8 characters long' },
      ],
    });
  });

  it('validates and converts query strings', async () => {
    expect((await things.http.get('/things?page=3')).body).toEqual({ success: true, page: 3 });
    const res = await things.http.get('/things?page=zero');
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^page: /);
  });

  it.each([
    ['a field', '/things', { name: 'Chelsea\u0000boot', price: { base: 1 } }, 'name'],
    ['a key', '/things/notes', { note: { size: { 'EU\u000042': 1 } } }, 'note.size'],
  ])('refuses text holding a NUL character in %s, naming where', async (_, path, body, at) => {
    const res = await things.http.post(path).send(body);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(`${at}: must not contain NUL characters`);
  });

  it.each([
    ['a field', '/things', { name: 'Chelsea\ud800boot', price: { base: 1 } }, 'name'],
    ['a key', '/things/notes', { note: { size: { 'EU\udc0042': 1 } } }, 'note.size'],
    ['a body no schema checks', '/things/echo', { note: ['\ud83d'] }, 'note.0'],
  ])('refuses text holding a lone surrogate in %s, naming where', async (_, path, body, at) => {
    const res = await things.http.post(path).send(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: `${at}: must be well-formed Unicode text`,
    });
  });

  it('keeps a surrogate pair, which is well-formed', async () => {
    const res = await things.http
      .post('/things')
      .send({ name: 'Boot \ud83d\udc62', price: { base: 1 } });
    expect(res.status).toBe(201);
    expect(res.body.data.name).toBe('Boot 👢');
  });

  it.each([
    ['a query value no schema checks', '/things/echo?q=boot%00', 'q'],
    ['a route parameter', '/things/missing/7%00', 'id'],
  ])('refuses a NUL character in %s, naming it', async (_, path, at) => {
    const res = await things.http.get(path);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: `${at}: must not contain NUL characters`,
    });
  });

  it('never lets the UTF-8 bytes of a lone surrogate arrive as one in a query, path or header', async () => {
    const bytes = '%ED%A0%80';
    const query = await things.http.get(`/things/echo?q=${bytes}`);
    expect(query.body).toEqual({ success: true, q: '\ufffd\ufffd\ufffd' });
    const path = await things.http.get(`/things/missing/${bytes}`);
    expect(path.status).toBe(400);
    const header = await things.http.get('/things').set('x-note', '\xed\xa0\x80');
    expect(header.status).toBe(200);
  });

  it('checks a body nested far deeper than the call stack without failing', async () => {
    const depth = 100_000;
    const note = `${'['.repeat(depth)}"deep\\u0000"${']'.repeat(depth)}`;
    const res = await things.http
      .post('/things/notes')
      .set('content-type', 'application/json')
      .send(`{"note":${note}}`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^note(\.0)+: must not contain NUL characters$/);
  });

  it('answers malformed JSON with 400', async () => {
    const res = await things.http
      .post('/things')
      .set('content-type', 'application/json')
      .send('{"name": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: 'Malformed JSON body' });
  });

  it('refuses a body over 1 MB with 413', async () => {
    const res = await things.http
      .post('/things')
      .send({ name: 'x'.repeat(1024 * 1024 + 10), price: { base: 1 } });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ success: false, message: 'Request body too large' });
  });
});
