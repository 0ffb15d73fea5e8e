# For the newcomer cases of stage configure/build: the jsongen targets a
# project gets from find_package(jsongen), made from this build tree (the tool
# it built, the runtime of the source tree), so that a case configures in
# seconds without installing or rebuilding jsongen.
#   -DJSONGEN_TEST_TOOL=<built jsongen> -DJSONGEN_TEST_SOURCE=<source tree>
add_executable(jsongen::jsongen IMPORTED)
set_target_properties(jsongen::jsongen PROPERTIES IMPORTED_LOCATION "${JSONGEN_TEST_TOOL}")
add_library(jsongen::runtime INTERFACE IMPORTED)
set_target_properties(jsongen::runtime PROPERTIES
  INTERFACE_INCLUDE_DIRECTORIES "${JSONGEN_TEST_SOURCE}/runtime/include"
  INTERFACE_COMPILE_FEATURES cxx_std_17)
include("${JSONGEN_TEST_SOURCE}/cmake/JsongenSerializers.cmake")
