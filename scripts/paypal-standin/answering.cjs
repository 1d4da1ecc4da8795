// How the stand-in reads a call and writes its answer: a JSON body, a page, or nothing; or a
// connection dropped without an answer, as the tests ask.
const MAX_BODY_BYTES = 256 * 1024;

/**
 * A request listener for `route(req, body)`, which answers `{ status, body?, html?, lose? }`.
 */
function answering(route) {
  return (req, res) => {
    let size = 0;
    const chunks = [];
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) req.destroy();
      else chunks.push(chunk);
    });
    req.on('end', async () => {
      try {
        const answer = await route(req, Buffer.concat(chunks).toString());
        if (answer.lose) {
          res.destroy();
          return;
        }
        if (answer.html !== undefined) {
          res.writeHead(answer.status, { 'content-type': 'text/html; charset=utf-8' });
          res.end(answer.html);
        } else if (answer.body === undefined) {
          res.writeHead(answer.status).end();
        } else {
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(JSON.stringify(answer.body));
        }
      } catch (error) {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: String(error) }));
      }
    });
  };
}

module.exports = { answering };
