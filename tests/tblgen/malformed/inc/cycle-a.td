// Helper for ../cyclic-include.td (not a test case itself).
// Includes cycle-b.td, which includes this file again: an endless cycle.
// (no records: the include below is the whole point)
include "inc/cycle-b.td"
