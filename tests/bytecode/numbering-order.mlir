// Attribute and type numbers past the first byte group (128 entries) are ordered as
// mlir-opt 16 orders them: each group is sorted by dialect, the dialect that ended the
// previous group first, with a comparator that is not a strict weak ordering (an entry of
// a lower-numbered dialect and one of that dialect each "go before" the other), so the
// order follows the steps of libstdc++'s std::stable_sort.
// The first 128 types end with !foo.t0 (dialect `foo`, numbered after `builtin`); the next
// ones mix `builtin`, `foo` and `bar` types.
// RUN: strata-opt --allow-unregistered-dialect --emit-bytecode %s -o %t.strata.mlirbc
// RUN: mlir-opt --allow-unregistered-dialect --emit-bytecode %s -o %t.mlir.mlirbc
// RUN: cmp %t.strata.mlirbc %t.mlir.mlirbc
// RUN: mlir-opt --allow-unregistered-dialect %t.strata.mlirbc > %t.from-strata
// RUN: mlir-opt --allow-unregistered-dialect %s > %t.text
// RUN: diff %t.text %t.from-strata

"foo.builtin_types"() : () -> (
    i1, i2, i3, i4, i5, i6, i7, i8, i9, i10, i11, i12, i13, i14, i15, i16,
    i17, i18, i19, i20, i21, i22, i23, i24, i25, i26, i27, i28, i29, i30, i31, i32,
    i33, i34, i35, i36, i37, i38, i39, i40, i41, i42, i43, i44, i45, i46, i47, i48,
    i49, i50, i51, i52, i53, i54, i55, i56, i57, i58, i59, i60, i61, i62, i63, i64,
    i65, i66, i67, i68, i69, i70, i71, i72, i73, i74, i75, i76, i77, i78, i79, i80,
    i81, i82, i83, i84, i85, i86, i87, i88, i89, i90, i91, i92, i93, i94, i95, i96,
    i97, i98, i99, i100, i101, i102, i103, i104, i105, i106, i107, i108, i109, i110, i111, i112,
    i113, i114, i115, i116, i117, i118, i119, i120, i121, i122, i123, i124, i125, i126, i127)
"foo.first"() : () -> !foo.t0
"foo.mixed"() : () -> (i200, !foo.t1, i201, !bar.t0, !foo.t2, i202, i203, !foo.t3,
    i204, !bar.t1, !foo.t4, i205, !foo.t5, i206, i207, !foo.t6, i208, !foo.t7, i209)
