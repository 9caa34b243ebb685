-- wrk script of the load benchmark (see bench/load.py): each thread is one simulated client
-- with one connection, playing its own games move after move. The moves were computed ahead
-- by bench/load.py and written one per line to <dir>/client-<n>.tsv as
-- path TAB token TAB version TAB json body. A thread that runs out of moves stops itself.
-- With "repeat" as second argument each thread sends its first request over and over (the
-- floor run).

local counter = 0
local threads = {}

function setup(thread)
   thread:set("id", counter)
   counter = counter + 1
   table.insert(threads, thread)
end

function init(args)
   moves = {}
   local file = assert(io.open(args[1] .. "/client-" .. id .. ".tsv"))
   for line in file:lines() do
      local path, token, version, body = line:match("^([^\t]*)\t([^\t]*)\t([^\t]*)\t(.*)$")
      moves[#moves + 1] = wrk.format("POST", path, {
         ["Authorization"] = "Bearer " .. token,
         ["If-Match"] = '"' .. version .. '"',
         ["Content-Type"] = "application/json",
      }, body)
   end
   file:close()
   -- wrk asks the first thread for one request before the run starts (to check for
   -- pipelining) and never sends it: that thread's first move is listed twice. (No response()
   -- function, which would make wrk hand every response body to Lua: the client would cost
   -- more CPU on this shared machine, the more so the larger the responses.)
   if id == 0 then
      table.insert(moves, 1, moves[1])
   end
   next_move = 1
   ran_out = 0
   repeating = args[2] == "repeat"
end

function request()
   if repeating then
      return moves[1]
   end
   if next_move > #moves then
      ran_out = 1
      wrk.thread:stop()
      return moves[#moves]
   end
   local move = moves[next_move]
   next_move = next_move + 1
   return move
end

function done(summary, latency, requests)
   local exhausted = 0
   for _, thread in ipairs(threads) do
      exhausted = exhausted + (thread:get("ran_out") or 0)
   end
   io.write(string.format(
      "RESULT requests=%d duration_us=%d status_errors=%d socket_errors=%d "
         .. "p50_us=%d p95_us=%d p99_us=%d exhausted=%d\n",
      summary.requests, summary.duration, summary.errors.status,
      summary.errors.connect + summary.errors.read + summary.errors.write
         + summary.errors.timeout,
      latency:percentile(50), latency:percentile(95), latency:percentile(99), exhausted))
end
