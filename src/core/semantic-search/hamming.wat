;; Hamming distances between one query code and many row codes, 128 bits at a time with SIMD popcount.
;; Codes are `chunks` x 16 bytes; distances are written as uint16, one per row. `hamming4` is the
;; same for codes of exactly 4 chunks (512 bits), with the query held in registers and no inner loop.
;; Both also count the distances into `hist` (uint32 per distance), which the caller zeroes first, so
;; `select` can then pick the nearest rows without sorting.
(module
  (memory (export "memory") 1)
  (func (export "hamming") (param $query i32) (param $rows i32) (param $count i32) (param $chunks i32) (param $out i32) (param $hist i32)
    (local $row i32) (local $chunk i32) (local $acc v128) (local $pair v128) (local $d i32)
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
        (local.set $d
          (i32.add
            (i32.add (i32x4.extract_lane 0 (local.get $pair)) (i32x4.extract_lane 1 (local.get $pair)))
            (i32.add (i32x4.extract_lane 2 (local.get $pair)) (i32x4.extract_lane 3 (local.get $pair)))))
        (i32.store16 (i32.add (local.get $out) (i32.shl (local.get $row) (i32.const 1))) (local.get $d))
        (call $count_distance (local.get $hist) (local.get $d))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br $each_row))))
  (func (export "hamming4") (param $query i32) (param $rows i32) (param $count i32) (param $out i32) (param $hist i32)
    (local $q0 v128) (local $q1 v128) (local $q2 v128) (local $q3 v128) (local $pair v128) (local $end i32) (local $d i32)
    (local.set $q0 (v128.load (local.get $query)))
    (local.set $q1 (v128.load offset=16 (local.get $query)))
    (local.set $q2 (v128.load offset=32 (local.get $query)))
    (local.set $q3 (v128.load offset=48 (local.get $query)))
    (local.set $end (i32.add (local.get $out) (i32.shl (local.get $count) (i32.const 1))))
    (block $done
      (loop $each_row
        (br_if $done (i32.ge_u (local.get $out) (local.get $end)))
        ;; per byte lane at most 4 x 8 = 32 bits differ: no overflow
        (local.set $pair
          (i32x4.extadd_pairwise_i16x8_u
            (i16x8.extadd_pairwise_i8x16_u
              (i8x16.add
                (i8x16.add
                  (i8x16.popcnt (v128.xor (v128.load (local.get $rows)) (local.get $q0)))
                  (i8x16.popcnt (v128.xor (v128.load offset=16 (local.get $rows)) (local.get $q1))))
                (i8x16.add
                  (i8x16.popcnt (v128.xor (v128.load offset=32 (local.get $rows)) (local.get $q2)))
                  (i8x16.popcnt (v128.xor (v128.load offset=48 (local.get $rows)) (local.get $q3))))))))
        (local.set $d
          (i32.add
            (i32.add (i32x4.extract_lane 0 (local.get $pair)) (i32x4.extract_lane 1 (local.get $pair)))
            (i32.add (i32x4.extract_lane 2 (local.get $pair)) (i32x4.extract_lane 3 (local.get $pair)))))
        (i32.store16 (local.get $out) (local.get $d))
        (call $count_distance (local.get $hist) (local.get $d))
        (local.set $rows (i32.add (local.get $rows) (i32.const 64)))
        (local.set $out (i32.add (local.get $out) (i32.const 2)))
        (br $each_row))))
  ;; hist[d] += 1 (uint32 counts)
  (func $count_distance (param $hist i32) (param $d i32)
    (local $at i32)
    (local.set $at (i32.add (local.get $hist) (i32.shl (local.get $d) (i32.const 2))))
    (i32.store (local.get $at) (i32.add (i32.load (local.get $at)) (i32.const 1))))
  ;; Writes the index of every row whose distance (in `out`) is at most `cutoff` to `dest` (int32),
  ;; in row order; returns how many.
  (func (export "select") (param $out i32) (param $count i32) (param $cutoff i32) (param $dest i32) (result i32)
    (local $row i32) (local $n i32)
    (block $done
      (loop $each_row
        (br_if $done (i32.ge_u (local.get $row) (local.get $count)))
        (if (i32.le_u (i32.load16_u (i32.add (local.get $out) (i32.shl (local.get $row) (i32.const 1)))) (local.get $cutoff))
          (then
            (i32.store (i32.add (local.get $dest) (i32.shl (local.get $n) (i32.const 2))) (local.get $row))
            (local.set $n (i32.add (local.get $n) (i32.const 1)))))
        (local.set $row (i32.add (local.get $row) (i32.const 1)))
        (br $each_row)))
    (local.get $n)))
