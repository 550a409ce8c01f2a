#ifndef SPENDROP_CSHA256_H
#define SPENDROP_CSHA256_H

#include <stddef.h>
#include <stdint.h>

/// Whether this processor has the SHA extensions (and the SSSE3 and SSE4.1 they are used with):
/// 1 when `spendrop_sha256_compress_accelerated` may be called, 0 otherwise (always 0 off x86-64).
int spendrop_sha256_accelerated_available(void);

/// SHA-256's 64 round constants (FIPS 180-4, 4.2.2), in order: the one table both the Swift rounds
/// and the accelerated ones read.
const uint32_t *spendrop_sha256_round_constants(void);

/// Runs the SHA-256 compression function (FIPS 180-4, 6.2.2) over `blocks` 64-byte blocks at
/// `data`, updating the eight state words in place, with the processor's SHA instructions.
/// Only to be called when `spendrop_sha256_accelerated_available()` is 1.
void spendrop_sha256_compress_accelerated(uint32_t state[8], const uint8_t *data, size_t blocks);

#endif
