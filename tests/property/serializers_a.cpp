// Explicit instantiations of the property tests' serializers and readers (serializers.h).
#include "property_types.json.inl.h"  // every policy: the definitions
#include "serializers_impl.h"

namespace prop_test {
#define X(T) PROP_TEST_INSTANTIATE_ONE(default_run, T)
PROP_TEST_TOP_TYPES(X)
#undef X
#define X(T) PROP_TEST_INSTANTIATE_READ(default_run, T)
PROP_TEST_READ_TYPES(X)
#undef X
#define X(T) PROP_TEST_INSTANTIATE_ONE(replace_run, T)
PROP_TEST_TOP_TYPES(X)
#undef X
#define X(T) PROP_TEST_INSTANTIATE_READ(replace_run, T)
PROP_TEST_READ_TYPES(X)
#undef X
#define X(T) template void serialize_throwing<T>(const T&, std::string&);
PROP_TEST_TOP_TYPES(X)
#undef X
}  // namespace prop_test
