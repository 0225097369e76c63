; `memory` function attributes as `memory = #llvm.memory_effects<...>` (none when the
; function may read and write everything), beside the other function attributes.

declare void @read() memory(read)
declare void @mixed() memory(argmem: readwrite, inaccessiblemem: write)
declare void @none() memory(none)
declare void @readonly() nounwind readonly
declare void @write_other() memory(write, argmem: none)
declare void @everything() memory(readwrite)
declare void @grouped() #0

define i32 @defined(i32 %x) memory(argmem: read) {
  ret i32 %x
}

attributes #0 = { noinline nounwind optnone "frame-pointer"="all" memory(inaccessiblemem: readwrite) }
