import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pngOf } from '../../test/club';
import { bearer, multipartBody, registerAndLogin, useTestApp } from '../../test/helpers';
import { imageDecodes, MAX_INPUT_PIXELS } from '../lib/images';

/** Issue 41: images are bounded by their pixels before decoding, and decoded two at a time. */
const t = useTestApp();

const upload = (token: string, content: Buffer) => {
  const body = multipartBody('avatar', 'me.png', 'image/png', content);
  return t.app.inject({
    method: 'PUT',
    url: '/api/auth/profile/avatar',
    headers: { ...body.headers, ...bearer(token) },
    payload: body.payload,
  });
};

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
  return Buffer.concat([length, Buffer.from(type), data, crc]);
};

/** A PNG whose header claims `width` x `height` pixels, in a few dozen bytes. */
function claimedPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('image decoding', () => {
  it('refuses an image whose header claims more pixels than the bound, without decoding it', async () => {
    const u = await registerAndLogin(t.app);
    const side = Math.ceil(Math.sqrt(MAX_INPUT_PIXELS)) + 1;
    const peak = imageDecodes.peak;
    const res = await upload(u.token, claimedPng(side, side));
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_FILE_TYPE');
    // It never reached a decode: the gate saw nothing more than before.
    expect(imageDecodes.peak).toBe(peak);
  });

  it('decodes parallel uploads two at a time, and serves every one', async () => {
    const u = await registerAndLogin(t.app);
    const image = await pngOf(1600, 1200);
    const replies = await Promise.all(Array.from({ length: 6 }, () => upload(u.token, image)));
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(imageDecodes.peak).toBe(2);
  });
});
