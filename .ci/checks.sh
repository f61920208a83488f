# The two helpers of the .ci scripts that check what commands print, sourced after `cd` to the checkout; each
# message starts with the script's $check_name.
fail() { echo "$check_name: $*" >&2; exit 1; }
expect() { # expect <what> <text> <file>
    grep -qF -- "$2" "$3" || { echo "$check_name: $1: expected '$2' in:" >&2; cat "$3" >&2; exit 1; }
}
