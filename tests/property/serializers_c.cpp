// Explicit instantiations of the property tests' serializers and readers (serializers.h).
#include "property_types.json.inl.h"  // every policy: the definitions
#include "serializers_impl.h"

namespace prop_test {
#define X(T) PROP_TEST_INSTANTIATE_ONE(literal_replace_run, T)
PROP_TEST_TOP_TYPES(X)
#undef X
#define X(T) PROP_TEST_INSTANTIATE_READ(literal_replace_run, T)
PROP_TEST_READ_TYPES(X)
#undef X
#define X(T) PROP_TEST_INSTANTIATE_ONE(literal_pass_run, T)
PROP_TEST_TOP_TYPES(X)
#undef X
#define X(T) PROP_TEST_INSTANTIATE_READ(literal_pass_run, T)
PROP_TEST_READ_TYPES(X)
#undef X
}  // namespace prop_test
