# The benchmarks' batch: the generated sources SOURCES (a ;-list of .json.cpp
# files) as one translation unit in OUTPUT, written exactly as
# add_json_serializers() writes its batches.
#
#   cmake -DOUTPUT=batch.cpp "-DSOURCES=a.json.cpp;b.json.cpp" -P benchmarks/write_batch.cmake
include("${CMAKE_CURRENT_LIST_DIR}/../cmake/JsongenSerializers.cmake")
if(NOT OUTPUT OR NOT SOURCES)
  message(FATAL_ERROR "write_batch.cmake: give -DOUTPUT=file and -DSOURCES=list")
endif()
_jsongen_write_batch("${OUTPUT}" "benchmarks/write_batch.cmake" ${SOURCES})
