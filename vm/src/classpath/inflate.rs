//! A small DEFLATE (RFC 1951) and zlib (RFC 1950) decoder, used for jimage resources that
//! `jlink --compress` stored with the "zip" compressor.
//!
//! Written for this project from the RFCs; it favours clarity over speed, but decodes short
//! codes through a lookup table so that a class file of a few tens of KiB takes well under a
//! millisecond.

/// Decodes a zlib stream (2-byte header, DEFLATE data, Adler-32 trailer). `expected_len` is the
/// size the caller was told to expect; the output is never allowed to grow past it.
pub fn zlib_decompress(data: &[u8], expected_len: usize) -> Result<Vec<u8>, String> {
    if data.len() < 2 {
        return Err("zlib stream shorter than its header".into());
    }
    let (cmf, flg) = (data[0], data[1]);
    if cmf & 0x0f != 8 {
        return Err(format!(
            "zlib compression method {} is not deflate",
            cmf & 0x0f
        ));
    }
    if ((u16::from(cmf) << 8) | u16::from(flg)) % 31 != 0 {
        return Err("zlib header check bits are wrong".into());
    }
    if flg & 0x20 != 0 {
        return Err("zlib stream needs a preset dictionary".into());
    }
    let mut out = Vec::with_capacity(expected_len);
    let used = inflate_into(&data[2..], &mut out, expected_len)?;
    let trailer = data
        .get(2 + used..2 + used + 4)
        .ok_or("zlib stream lacks its Adler-32 trailer")?;
    let want = u32::from_be_bytes([trailer[0], trailer[1], trailer[2], trailer[3]]);
    if adler32(&out) != want {
        return Err("zlib Adler-32 checksum mismatch".into());
    }
    Ok(out)
}

/// Decodes raw DEFLATE data, appending to `out` (at most `limit` bytes in all). Returns how many
/// input bytes the stream used (up to the byte holding its last bit).
pub fn inflate_into(input: &[u8], out: &mut Vec<u8>, limit: usize) -> Result<usize, String> {
    let mut bits = Bits {
        data: input,
        pos: 0,
        buf: 0,
        count: 0,
    };
    loop {
        let last = bits.take(1)? == 1;
        match bits.take(2)? {
            0 => stored_block(&mut bits, out, limit)?,
            1 => {
                let (lit, dist) = fixed_tables();
                codes_block(&mut bits, out, limit, &lit, &dist)?
            }
            2 => {
                let (lit, dist) = dynamic_tables(&mut bits)?;
                codes_block(&mut bits, out, limit, &lit, &dist)?
            }
            _ => return Err("deflate block type 3 is reserved".into()),
        }
        if last {
            break;
        }
    }
    // Bytes wholly or partly consumed: those already pulled into the buffer minus whole
    // bytes still unread in it.
    Ok(bits.pos - (bits.count / 8) as usize)
}

/// The Adler-32 checksum zlib streams end with.
pub fn adler32(data: &[u8]) -> u32 {
    const MOD: u32 = 65521;
    let (mut a, mut b) = (1u32, 0u32);
    // 5552 is the largest run for which `b` cannot overflow before the reduction.
    for chunk in data.chunks(5552) {
        for &x in chunk {
            a += u32::from(x);
            b += a;
        }
        a %= MOD;
        b %= MOD;
    }
    (b << 16) | a
}

/// LSB-first bit reader over a byte slice.
struct Bits<'a> {
    data: &'a [u8],
    pos: usize,
    buf: u64,
    count: u32,
}

impl Bits<'_> {
    /// Makes sure at least `n` (≤ 32) bits are buffered, if the input has them.
    fn fill(&mut self, n: u32) {
        while self.count < n && self.pos < self.data.len() {
            self.buf |= u64::from(self.data[self.pos]) << self.count;
            self.pos += 1;
            self.count += 8;
        }
    }

    fn take(&mut self, n: u32) -> Result<u32, String> {
        if n == 0 {
            return Ok(0);
        }
        self.fill(n);
        if self.count < n {
            return Err("deflate stream is truncated".into());
        }
        let v = (self.buf & ((1u64 << n) - 1)) as u32;
        self.buf >>= n;
        self.count -= n;
        Ok(v)
    }

    /// Up to `n` bits without consuming them; missing bits past the end read as zero.
    fn peek(&mut self, n: u32) -> u32 {
        self.fill(n);
        (self.buf & ((1u64 << n) - 1)) as u32
    }

    fn drop_bits(&mut self, n: u32) -> Result<(), String> {
        if self.count < n {
            return Err("deflate stream is truncated".into());
        }
        self.buf >>= n;
        self.count -= n;
        Ok(())
    }

    fn align_to_byte(&mut self) {
        let r = self.count % 8;
        self.buf >>= r;
        self.count -= r;
    }
}

const FAST_BITS: u32 = 9;
const MAX_BITS: usize = 15;

/// A canonical Huffman code: a direct table for codes of up to `FAST_BITS` bits and, for longer
/// ones, the per-length counts and symbols in canonical order.
struct Huffman {
    /// Indexed by the next `FAST_BITS` input bits: `(symbol << 4) | length`, or 0 if the code
    /// there is longer than `FAST_BITS`.
    fast: Vec<u16>,
    counts: [u16; MAX_BITS + 1],
    symbols: Vec<u16>,
}

impl Huffman {
    fn new(lengths: &[u8]) -> Result<Huffman, String> {
        let mut counts = [0u16; MAX_BITS + 1];
        for &l in lengths {
            counts[l as usize] += 1;
        }
        counts[0] = 0;
        // Reject over-subscribed codes (incomplete ones are allowed, as zlib does for the
        // single-code distance tree case).
        let mut left: i32 = 1;
        for &c in &counts[1..] {
            left = (left << 1) - i32::from(c);
            if left < 0 {
                return Err("deflate Huffman code is over-subscribed".into());
            }
        }
        let mut offsets = [0u16; MAX_BITS + 2];
        for len in 1..=MAX_BITS {
            offsets[len + 1] = offsets[len] + counts[len];
        }
        let mut symbols = vec![0u16; offsets[MAX_BITS + 1] as usize];
        let mut next = offsets;
        for (sym, &l) in lengths.iter().enumerate() {
            if l != 0 {
                symbols[next[l as usize] as usize] = sym as u16;
                next[l as usize] += 1;
            }
        }
        // Fill the fast table: walk the canonical codes in order.
        let mut fast = vec![0u16; 1 << FAST_BITS];
        let mut code: u32 = 0;
        let mut idx = 0usize;
        for len in 1..=MAX_BITS as u32 {
            for _ in 0..counts[len as usize] {
                if len <= FAST_BITS {
                    let rev = code.reverse_bits() >> (32 - len);
                    let entry = (symbols[idx] << 4) | len as u16;
                    let mut k = rev;
                    while k < (1 << FAST_BITS) {
                        fast[k as usize] = entry;
                        k += 1 << len;
                    }
                }
                code += 1;
                idx += 1;
            }
            code <<= 1;
        }
        Ok(Huffman {
            fast,
            counts,
            symbols,
        })
    }

    fn decode(&self, bits: &mut Bits) -> Result<u16, String> {
        let entry = self.fast[bits.peek(FAST_BITS) as usize];
        if entry != 0 {
            bits.drop_bits(u32::from(entry & 15))?;
            return Ok(entry >> 4);
        }
        // Slow path: one bit at a time through the canonical code.
        let (mut code, mut first, mut index) = (0i32, 0i32, 0i32);
        for len in 1..=MAX_BITS {
            code |= bits.take(1)? as i32;
            let count = i32::from(self.counts[len]);
            if code - first < count {
                return Ok(self.symbols[(index + code - first) as usize]);
            }
            index += count;
            first = (first + count) << 1;
            code <<= 1;
        }
        Err("deflate stream has an invalid Huffman code".into())
    }
}

fn stored_block(bits: &mut Bits, out: &mut Vec<u8>, limit: usize) -> Result<(), String> {
    bits.align_to_byte();
    let len = bits.take(16)?;
    let nlen = bits.take(16)?;
    if len != !nlen & 0xffff {
        return Err("deflate stored block length check failed".into());
    }
    if out.len() + len as usize > limit {
        return Err("deflate output is larger than expected".into());
    }
    // Whole bytes may still sit in the bit buffer; drain those first.
    let mut remaining = len as usize;
    while remaining > 0 && bits.count >= 8 {
        out.push(bits.take(8)? as u8);
        remaining -= 1;
    }
    let src = bits
        .data
        .get(bits.pos..bits.pos + remaining)
        .ok_or("deflate stored block is truncated")?;
    out.extend_from_slice(src);
    bits.pos += remaining;
    Ok(())
}

const LEN_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LEN_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
const DIST_BASE: [u16; 30] = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
];
const DIST_EXTRA: [u8; 30] = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
];

fn codes_block(
    bits: &mut Bits,
    out: &mut Vec<u8>,
    limit: usize,
    lit: &Huffman,
    dist: &Huffman,
) -> Result<(), String> {
    loop {
        let sym = lit.decode(bits)?;
        if sym < 256 {
            if out.len() >= limit {
                return Err("deflate output is larger than expected".into());
            }
            out.push(sym as u8);
        } else if sym == 256 {
            return Ok(());
        } else {
            let i = usize::from(sym - 257);
            if i >= LEN_BASE.len() {
                return Err("deflate stream has an invalid length code".into());
            }
            let len = usize::from(LEN_BASE[i]) + bits.take(u32::from(LEN_EXTRA[i]))? as usize;
            let d = usize::from(dist.decode(bits)?);
            if d >= DIST_BASE.len() {
                return Err("deflate stream has an invalid distance code".into());
            }
            let back = usize::from(DIST_BASE[d]) + bits.take(u32::from(DIST_EXTRA[d]))? as usize;
            if back > out.len() {
                return Err("deflate distance reaches before the start of the output".into());
            }
            if out.len() + len > limit {
                return Err("deflate output is larger than expected".into());
            }
            let start = out.len() - back;
            if back >= len {
                out.extend_from_within(start..start + len);
            } else {
                // Overlapping copy: the run repeats the last `back` bytes.
                for k in 0..len {
                    let b = out[start + k];
                    out.push(b);
                }
            }
        }
    }
}

fn fixed_tables() -> (Huffman, Huffman) {
    let mut lengths = [0u8; 288];
    lengths[..144].fill(8);
    lengths[144..256].fill(9);
    lengths[256..280].fill(7);
    lengths[280..].fill(8);
    let lit = Huffman::new(&lengths).expect("fixed literal code is valid");
    let dist = Huffman::new(&[5u8; 30]).expect("fixed distance code is valid");
    (lit, dist)
}

fn dynamic_tables(bits: &mut Bits) -> Result<(Huffman, Huffman), String> {
    const ORDER: [usize; 19] = [
        16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
    ];
    let nlit = bits.take(5)? as usize + 257;
    let ndist = bits.take(5)? as usize + 1;
    let ncode = bits.take(4)? as usize + 4;
    if nlit > 286 || ndist > 30 {
        return Err("deflate dynamic block has too many codes".into());
    }
    let mut cl_lengths = [0u8; 19];
    for &o in &ORDER[..ncode] {
        cl_lengths[o] = bits.take(3)? as u8;
    }
    let cl = Huffman::new(&cl_lengths)?;
    let mut lengths = vec![0u8; nlit + ndist];
    let mut i = 0;
    while i < lengths.len() {
        let sym = cl.decode(bits)?;
        let (value, repeat) = match sym {
            0..=15 => (sym as u8, 1),
            16 => {
                if i == 0 {
                    return Err("deflate code lengths repeat before the first length".into());
                }
                (lengths[i - 1], 3 + bits.take(2)? as usize)
            }
            17 => (0, 3 + bits.take(3)? as usize),
            18 => (0, 11 + bits.take(7)? as usize),
            _ => return Err("deflate stream has an invalid code-length code".into()),
        };
        if i + repeat > lengths.len() {
            return Err("deflate code lengths overflow the table".into());
        }
        lengths[i..i + repeat].fill(value);
        i += repeat;
    }
    if lengths[256] == 0 {
        return Err("deflate dynamic block has no end-of-block code".into());
    }
    Ok((
        Huffman::new(&lengths[..nlit])?,
        Huffman::new(&lengths[nlit..])?,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::{Read, Write};

    /// Deflates `data` with the `zip` crate's writer and pulls the raw stream back out of the
    /// archive's local file header.
    fn deflate_with_zip_crate(data: &[u8]) -> Vec<u8> {
        let mut w = zip::ZipWriter::new(std::io::Cursor::new(Vec::new()));
        let opts = zip::write::SimpleFileOptions::default()
            .compression_method(zip::CompressionMethod::Deflated);
        w.start_file("x", opts).unwrap();
        w.write_all(data).unwrap();
        let bytes = w.finish().unwrap().into_inner();
        // Find the compressed size through the reader, which knows the layout for sure.
        let mut ar = zip::ZipArchive::new(std::io::Cursor::new(bytes.clone())).unwrap();
        let f = ar.by_index_raw(0).unwrap();
        let start = f.data_start() as usize;
        let len = f.compressed_size() as usize;
        assert_eq!(f.compression(), zip::CompressionMethod::Deflated);
        let mut check = Vec::new();
        drop(f);
        ar.by_index(0).unwrap().read_to_end(&mut check).unwrap();
        assert_eq!(check, data);
        bytes[start..start + len].to_vec()
    }

    fn pseudo_random(n: usize, seed: u64) -> Vec<u8> {
        let mut x = seed;
        (0..n)
            .map(|_| {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                (x >> 24) as u8
            })
            .collect()
    }

    #[test]
    fn round_trips_through_zip_crate_deflate() {
        let mut samples: Vec<Vec<u8>> = vec![
            Vec::new(),
            b"a".to_vec(),
            b"hello hello hello hello hello".to_vec(),
            vec![0u8; 100_000],
            pseudo_random(70_000, 1),
        ];
        // Text-like data with long-range repeats and a skewed alphabet.
        let mut text = Vec::new();
        for i in 0..20_000u32 {
            text.extend_from_slice(format!("java/lang/Object{} ", i % 97).as_bytes());
        }
        samples.push(text);
        let mut skew = pseudo_random(50_000, 7);
        for b in &mut skew {
            *b %= 5;
        }
        samples.push(skew);
        for s in samples {
            let raw = deflate_with_zip_crate(&s);
            let mut out = Vec::new();
            let used = inflate_into(&raw, &mut out, s.len()).unwrap();
            assert_eq!(out, s);
            assert_eq!(used, raw.len());
        }
    }

    #[test]
    fn stored_and_fixed_blocks() {
        // A stored block by hand: BFINAL=1, BTYPE=00, then LEN/NLEN and the bytes.
        let raw = [0x01, 0x03, 0x00, 0xfc, 0xff, b'a', b'b', b'c'];
        let mut out = Vec::new();
        inflate_into(&raw, &mut out, 3).unwrap();
        assert_eq!(out, b"abc");
        // zlib's output for "a" at level 1 (fixed Huffman block).
        let z = [0x78, 0x01, 0x4b, 0x04, 0x00, 0x00, 0x62, 0x00, 0x62];
        assert_eq!(zlib_decompress(&z, 1).unwrap(), b"a");
    }

    #[test]
    fn corrupt_input_is_an_error_not_a_panic() {
        let data = pseudo_random(20_000, 3);
        let raw = deflate_with_zip_crate(&data);
        for cut in [0, 1, 2, raw.len() / 2, raw.len() - 1] {
            let mut out = Vec::new();
            assert!(
                inflate_into(&raw[..cut], &mut out, data.len()).is_err(),
                "cut at {cut}"
            );
        }
        // Flipped bytes: must never panic (errors or wrong output are both fine).
        for i in (0..raw.len()).step_by(97) {
            let mut bad = raw.clone();
            bad[i] ^= 0x5a;
            let mut out = Vec::new();
            let _ = inflate_into(&bad, &mut out, data.len());
        }
        // Random garbage.
        for seed in 1..200 {
            let junk = pseudo_random(300, seed);
            let mut out = Vec::new();
            let _ = inflate_into(&junk, &mut out, 1 << 16);
        }
        // The limit holds.
        let mut out = Vec::new();
        assert!(inflate_into(&raw, &mut out, data.len() - 1).is_err());
        assert!(zlib_decompress(&[0x78], 1).is_err());
    }
}
