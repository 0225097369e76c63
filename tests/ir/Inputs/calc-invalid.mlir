// ERR: error: 'calc.cmp' op compares a value with itself
%a = calc.const 40
%c = calc.cmp lt, %a, %a

// -----

// ERR: error: use of value '%a' expects different type than prior uses: 'i32' vs 'i64'
%a = calc.const 40
%c = calc.add %a, %a : i32

// -----

// ERR: error: custom op 'calc.cmp' expected string or keyword containing one of the following enum values for attribute 'predicate' [lt, eq]
%a = calc.const 40
%c = calc.cmp gt, %a, %a
