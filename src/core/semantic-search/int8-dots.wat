;; Dot products of one float32 query with chosen rows of an int8 matrix, 16 dimensions at a time:
;; each int8 lane is widened to int32 and converted to float32 (exact), multiplied by its query lane
;; and summed into four float32x4 accumulators. Rows are `stride` bytes apart, stride a multiple of 16
;; (zero padding adds nothing: the query is zero-padded the same way).
(module
  (memory (export "memory") 1)
  (func (export "dots") (param $query i32) (param $matrix i32) (param $rows i32) (param $count i32) (param $stride i32) (param $out i32)
    (local $k i32) (local $row i32) (local $i i32) (local $q i32)
    (local $v v128) (local $lo v128) (local $hi v128)
    (local $a v128) (local $b v128) (local $c v128) (local $d v128)
    (block $done
      (loop $each_row
        (br_if $done (i32.ge_u (local.get $k) (local.get $count)))
        (local.set $row
          (i32.add (local.get $matrix)
            (i32.mul (i32.load (i32.add (local.get $rows) (i32.shl (local.get $k) (i32.const 2)))) (local.get $stride))))
        (local.set $a (v128.const f32x4 0 0 0 0))
        (local.set $b (v128.const f32x4 0 0 0 0))
        (local.set $c (v128.const f32x4 0 0 0 0))
        (local.set $d (v128.const f32x4 0 0 0 0))
        (local.set $q (local.get $query))
        (local.set $i (i32.const 0))
        (loop $each_block
          (local.set $v (v128.load (i32.add (local.get $row) (local.get $i))))
          (local.set $lo (i16x8.extend_low_i8x16_s (local.get $v)))
          (local.set $hi (i16x8.extend_high_i8x16_s (local.get $v)))
          (local.set $a (f32x4.add (local.get $a)
            (f32x4.mul (f32x4.convert_i32x4_s (i32x4.extend_low_i16x8_s (local.get $lo))) (v128.load (local.get $q)))))
          (local.set $b (f32x4.add (local.get $b)
            (f32x4.mul (f32x4.convert_i32x4_s (i32x4.extend_high_i16x8_s (local.get $lo))) (v128.load offset=16 (local.get $q)))))
          (local.set $c (f32x4.add (local.get $c)
            (f32x4.mul (f32x4.convert_i32x4_s (i32x4.extend_low_i16x8_s (local.get $hi))) (v128.load offset=32 (local.get $q)))))
          (local.set $d (f32x4.add (local.get $d)
            (f32x4.mul (f32x4.convert_i32x4_s (i32x4.extend_high_i16x8_s (local.get $hi))) (v128.load offset=48 (local.get $q)))))
          (local.set $q (i32.add (local.get $q) (i32.const 64)))
          (local.set $i (i32.add (local.get $i) (i32.const 16)))
          (br_if $each_block (i32.lt_u (local.get $i) (local.get $stride))))
        (local.set $a (f32x4.add (f32x4.add (local.get $a) (local.get $b)) (f32x4.add (local.get $c) (local.get $d))))
        (f32.store
          (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 2)))
          (f32.add
            (f32.add (f32x4.extract_lane 0 (local.get $a)) (f32x4.extract_lane 1 (local.get $a)))
            (f32.add (f32x4.extract_lane 2 (local.get $a)) (f32x4.extract_lane 3 (local.get $a)))))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $each_row)))))
