; Allocas, getelementptr, loads and stores with typed pointers (-opaque-pointers=0),
; imported as mlir-translate 16 imports them: no element type attribute.

@global = external global double
define double* @f(i32 %n) {
  %1 = alloca i8
  %2 = getelementptr double, double* @global, i32 3
  %3 = load double, double* %2, align 4
  %4 = load volatile double, double* %2
  store double %3, double* %2, align 8
  %5 = getelementptr inbounds {i32, double}, {i32, double}* null, i32 0, i32 1
  ret double* %2
}
