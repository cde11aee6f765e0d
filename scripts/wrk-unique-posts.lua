-- wrk script for the write benchmark: every request a POST of its own, as from a crowd of different people.
-- Arguments (after `--`): the JSON body with placeholders, the Origin header, a run id (8 hex digits) that keeps this
-- run's values apart from every other run's, and the run's number (0-127) that keeps its client addresses apart. In
-- the body, every {{uuid}} becomes a UUID (version 4's layout) no other request of any run has. Each request comes from its own client address (X-Forwarded-For 10.x.y.z): each run has a
-- block of 131,072 addresses, the two threads taking turns in it.

local threads = 0

function setup(thread)
  thread:set("thread_number", threads)
  threads = threads + 1
end

local template, origin, run_id, run_number
local sent = 0

function init(args)
  template, origin, run_id, run_number = args[1], args[2], args[3], tonumber(args[4])
end

function request()
  sent = sent + 1
  local n = thread_number * 1000000 + sent
  local uuid = string.format("%s-%04x-4%03x-8%03x-%012x", run_id, thread_number, math.floor(sent / 4096) % 4096, sent % 4096, n)
  local body = template:gsub("{{uuid}}", uuid)
  local address_number = run_number * 131072 + (sent % 65536) * 2 + thread_number
  local address = string.format("10.%d.%d.%d", math.floor(address_number / 65536) % 256, math.floor(address_number / 256) % 256, address_number % 256)
  return wrk.format("POST", nil, {
    ["Content-Type"] = "application/json",
    ["Origin"] = origin,
    ["X-Forwarded-For"] = address,
  }, body)
end
