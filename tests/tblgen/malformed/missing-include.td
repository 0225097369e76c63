// EXPECT-ERROR: 2:9: Could not find include file 'does-not-exist.td'
include "does-not-exist.td"
