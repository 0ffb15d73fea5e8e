#pragma once
namespace app {
using Celsius = double;
}
