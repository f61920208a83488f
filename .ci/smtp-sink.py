#!/usr/bin/env python3
"""A one-message SMTP sink on 127.0.0.1 for .ci/mail-check: accepts one message, writes the envelope recipients
(one 'RCPT <address>' line each) and then the message as received to OUTPUT, and exits. Standard library only
(smtpd is gone since Python 3.12)."""
import socket
import sys

port, output = int(sys.argv[1]), sys.argv[2]
server = socket.socket()
server.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
server.bind(("127.0.0.1", port))
server.listen(1)
# Tells .ci/mail-check it is listening, so the message is not sent before the sink can take it.
if len(sys.argv) > 3:
    open(sys.argv[3], "w").close()
server.settimeout(60)
connection, _ = server.accept()
stream = connection.makefile("rb")


def reply(line):
    connection.sendall((line + "\r\n").encode())


reply("220 sink ESMTP")
recipients, message = [], None
while True:
    line = stream.readline()
    if not line:
        break
    command = line.decode("utf-8", "replace").strip()
    verb = command.split(" ")[0].upper()
    if verb in ("EHLO", "HELO"):
        reply("250 sink")
    elif verb == "MAIL":
        reply("250 ok")
    elif verb == "RCPT":
        recipients.append(command.split(":", 1)[1].strip().strip("<>"))
        reply("250 ok")
    elif verb == "DATA":
        reply("354 go on")
        lines = []
        while True:
            data = stream.readline()
            if data in (b".\r\n", b".\n", b""):
                break
            lines.append(data[1:] if data.startswith(b"..") else data)
        message = b"".join(lines)
        reply("250 queued")
    elif verb == "QUIT":
        reply("221 bye")
        break
    else:
        reply("250 ok")
with open(output, "wb") as file:
    file.write("".join(f"RCPT {address}\n" for address in recipients).encode() + b"\n" + (message or b""))
