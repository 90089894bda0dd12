import { constants, inflateSync } from 'node:zlib';

/**
 * Names of a PDF's active content (issue 41): scripts (`/JavaScript`, `/JS`, run by `/OpenAction`
 * or `/AA` triggers), launching programs, embedded files, rich media, XFA forms, and forms that
 * send or import data. Plain links (`/URI`) and an `/OpenAction` that only sets the first view are
 * left alone. The support team opens these files: a PDF holding any of them is refused.
 */
const ACTIVE_NAMES =
  /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|XFA|SubmitForm|ImportData)(?![A-Za-z0-9])/;

/** `#xx` escapes in names (`/J#61vaScript` is `/JavaScript`). */
const decodeNames = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** A stream's start: `stream` and its end of line, not the `endstream` that closes one. */
const STREAM_RE = /(?<!end)stream\r?\n/g;

/** Inflated bytes read from one PDF at most: a 5 MB upload may claim gigabytes (a Flate bomb). */
const MAX_INFLATED = 64 * 1024 * 1024;

class TooMuchInside extends Error {}

/** The text of each stream that inflates (object streams hide dictionaries in Flate data). */
function* inflatedStreams(pdf: Buffer, text: string): Generator<string> {
  let budget = MAX_INFLATED;
  for (const match of text.matchAll(STREAM_RE)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = text.indexOf('endstream', start);
    if (end < 0) return;
    let inner: Buffer;
    try {
      inner = inflateSync(pdf.subarray(start, end), {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: budget,
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new TooMuchInside();
      // Not Flate data (an image, another filter): nothing to read in it.
      continue;
    }
    budget -= inner.length;
    yield inner.toString('latin1');
  }
}

/**
 * Whether the PDF holds active content, in its plain objects or inside its Flate streams; a PDF
 * whose streams inflate past the bound counts as holding some (it cannot be read through).
 */
export function hasActiveContent(pdf: Buffer): boolean {
  const text = pdf.toString('latin1');
  if (ACTIVE_NAMES.test(decodeNames(text))) return true;
  try {
    for (const inner of inflatedStreams(pdf, text))
      if (ACTIVE_NAMES.test(decodeNames(inner))) return true;
  } catch (err) {
    if (err instanceof TooMuchInside) return true;
    throw err;
  }
  return false;
}
