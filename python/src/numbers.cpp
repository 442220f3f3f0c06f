#include "numbers.hpp"

#include <limits>
#include <stdexcept>

#include "cli/numbers.hpp"

namespace py = pybind11;

namespace mancala::python {
namespace {

// The int's decimal digits, as the command line would have read them; a bool
// is refused although Python counts it an int (seed=True is a mistake).
std::string digits(py::handle value, const char* name) {
  if (!py::isinstance<py::int_>(value) || py::isinstance<py::bool_>(value))
    throw py::type_error(std::string(name) + " must be an int, not " +
                         std::string(py::str(py::type::of(value).attr("__name__"))));
  return py::str(value);
}

}  // namespace

long long whole_number(py::handle value, const char* name, long long low, long long high) {
  std::string why;
  const std::optional<long long> number =
      cli::parse_whole_number(digits(value, name), low, high, why);
  if (!number) throw std::invalid_argument(std::string(name) + ": " + why);
  return *number;
}

std::uint64_t seed_number(py::handle value, const char* name) {
  std::string why;
  const std::optional<std::uint64_t> number = cli::parse_unsigned(digits(value, name), why);
  if (!number) throw std::invalid_argument(std::string(name) + ": " + why);
  return *number;
}

std::optional<std::int64_t> int64_number(py::handle value, const char* name) {
  std::string why;
  const std::optional<long long> number =
      cli::parse_whole_number(digits(value, name), std::numeric_limits<std::int64_t>::min(),
                              std::numeric_limits<std::int64_t>::max(), why);
  if (!number) return std::nullopt;
  return static_cast<std::int64_t>(*number);
}

}  // namespace mancala::python
