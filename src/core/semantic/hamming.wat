;; Hamming distances between one query code and many row codes, 128 bits at a time with SIMD popcount.
;; Codes are `chunks` x 16 bytes; distances are written as uint16, one per row.
(module
  (memory (export "memory") 1)
  (func (export "hamming") (param $query i32) (param $rows i32) (param $count i32) (param $chunks i32) (param $out i32)
    (local $row i32) (local $chunk i32) (local $acc v128) (local $pair v128)
    (block $done
      (loop $each_row
        (br_if $done (i32.ge_u (local.get $row) (local.get $count)))
        (local.set $acc (v128.const i64x2 0 0))
        (local.set $chunk (i32.const 0))
        (loop $each_chunk
          ;; acc += popcount(row chunk XOR query chunk), per byte lane (at most 8 x chunks per lane)
          (local.set $acc
            (i8x16.add (local.get $acc)
              (i8x16.popcnt
                (v128.xor
                  (v128.load (local.get $rows))
                  (v128.load (i32.add (local.get $query) (i32.shl (local.get $chunk) (i32.const 4))))))))
          (local.set $rows (i32.add (local.get $rows) (i32.const 16)))
          (local.set $chunk (i32.add (local.get $chunk) (i32.const 1)))
          (br_if $each_chunk (i32.lt_u (local.get $chunk) (local.get $chunks))))
        ;; sum the 16 byte lanes: widen pairwise twice, then add the four 32-bit lanes
        (local.set $pair (i32x4.extadd_pairwise_i16x8_u (i16x8.extadd_pairwise_i8x16_u (local.get $acc))))
        (i32.store16
          (i32.add (local.get $out) (i32.shl (local.get $row) (i32.const 1)))
          (i32.add
            (i32.add (i32x4.extract_lane 0 (local.get $pair)) (i32x4.extract_lane 1 (local.get $pair)))
            (i32.add (i32x4.extract_lane 2 (local.get $pair)) (i32x4.extract_lane 3 (local.get $pair)))))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br $each_row)))))
