/**
 * A small ZIP writer (PKWARE APPNOTE 6.3, the subset every reader takes): one disk, no ZIP64,
 * no encryption; each file deflated (method 8, `deflateRaw` of node:zlib) or, when deflating
 * does not make it smaller, stored (method 0). Names are UTF-8 (flag bit 11). Enough for the
 * sandbox's wallet passes (wallet-passes.ts); not a general archiver (files up to 4 GiB minus
 * one byte, at most 65,535 of them).
 */
import { crc32, deflateRawSync } from 'node:zlib'

export interface ZipEntry {
  /** The path inside the archive, `/`-separated, no leading `/`. */
  name: string
  data: Uint8Array | string
}

const LOCAL_HEADER = 0x04034b50
const CENTRAL_HEADER = 0x02014b50
const END_OF_CENTRAL_DIRECTORY = 0x06054b50
/** Version 2.0: deflate. */
const VERSION = 20
const UTF8_NAMES = 0x0800

/** MS-DOS date and time of `when` (UTC parts; 2-second steps; 1980 at the earliest). */
function dosDateTime(when: Date): { date: number; time: number } {
  const year = Math.min(Math.max(when.getUTCFullYear(), 1980), 2107)
  return {
    date: ((year - 1980) << 9) | ((when.getUTCMonth() + 1) << 5) | when.getUTCDate(),
    time: (when.getUTCHours() << 11) | (when.getUTCMinutes() << 5) | Math.floor(when.getUTCSeconds() / 2),
  }
}

/**
 * The ZIP archive of `entries`, in order, each dated `modified` (default 1980-01-01 00:00, so the
 * same entries make the same bytes).
 */
export function zip(entries: readonly ZipEntry[], modified = new Date(Date.UTC(1980, 0, 1))): Buffer {
  if (entries.length > 0xffff) throw new RangeError('A ZIP without ZIP64 holds at most 65,535 files.')
  const { date, time } = dosDateTime(modified)
  const locals: Buffer[] = []
  const centrals: Buffer[] = []
  const names = new Set<string>()
  let offset = 0
  for (const entry of entries) {
    if (!entry.name || entry.name.startsWith('/') || entry.name.includes('\\') || names.has(entry.name))
      throw new RangeError(`Bad or repeated ZIP entry name: ${JSON.stringify(entry.name)}`)
    names.add(entry.name)
    const name = Buffer.from(entry.name, 'utf8')
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : Buffer.from(entry.data)
    if (data.length >= 0xffffffff) throw new RangeError(`${entry.name} is too large for a ZIP without ZIP64.`)
    const deflated = deflateRawSync(data)
    const stored = deflated.length >= data.length
    const body = stored ? data : deflated
    const fields = {
      method: stored ? 0 : 8,
      crc: crc32(data),
      compressed: body.length,
      size: data.length,
    }

    const local = Buffer.alloc(30)
    local.writeUInt32LE(LOCAL_HEADER, 0)
    local.writeUInt16LE(VERSION, 4)
    local.writeUInt16LE(UTF8_NAMES, 6)
    local.writeUInt16LE(fields.method, 8)
    local.writeUInt16LE(time, 10)
    local.writeUInt16LE(date, 12)
    local.writeUInt32LE(fields.crc, 14)
    local.writeUInt32LE(fields.compressed, 18)
    local.writeUInt32LE(fields.size, 22)
    local.writeUInt16LE(name.length, 26)
    local.writeUInt16LE(0, 28) // no extra field
    locals.push(local, name, body)

    const central = Buffer.alloc(46)
    central.writeUInt32LE(CENTRAL_HEADER, 0)
    central.writeUInt16LE(VERSION, 4) // made by: MS-DOS attributes, version 2.0
    central.writeUInt16LE(VERSION, 6)
    central.writeUInt16LE(UTF8_NAMES, 8)
    central.writeUInt16LE(fields.method, 10)
    central.writeUInt16LE(time, 12)
    central.writeUInt16LE(date, 14)
    central.writeUInt32LE(fields.crc, 16)
    central.writeUInt32LE(fields.compressed, 20)
    central.writeUInt32LE(fields.size, 24)
    central.writeUInt16LE(name.length, 28)
    // Extra field and comment lengths, disk number, internal and external attributes: all 0.
    central.writeUInt32LE(offset, 42)
    centrals.push(central, name)

    offset += local.length + name.length + body.length
  }
  const directory = Buffer.concat(centrals)
  if (offset > 0xffffffff) throw new RangeError('The archive is too large for a ZIP without ZIP64.')
  const end = Buffer.alloc(22)
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0)
  end.writeUInt16LE(entries.length, 8)
  end.writeUInt16LE(entries.length, 10)
  end.writeUInt32LE(directory.length, 12)
  end.writeUInt32LE(offset, 16)
  return Buffer.concat([...locals, directory, end])
}
