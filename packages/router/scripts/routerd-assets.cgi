#!/bin/sh
# /www/cgi-bin/routerd: the router console's scripts and styles, kept gzip-compressed in
# /www/routerd/assets/ (the console fits the package's 1 MB only so, issue 27.1) and sent as they
# are with Content-Encoding: gzip, which uhttpd cannot add to a static file (it negotiates no
# encoding; its CGI relay passes a script's headers on, uhttpd proc.c proc_handle_header).
# The console's index.html loads them from /cgi-bin/routerd/assets/<name> (its Vite base).
name="${PATH_INFO#/assets/}"
case "$name" in
	'' | .* | *[!A-Za-z0-9._-]*) printf 'Status: 404 Not Found\r\n\r\n'; exit 0 ;;
esac
# uhttpd's docroot (/www on OpenWrt), as uhttpd tells every CGI (proc.c DOCUMENT_ROOT).
file="${DOCUMENT_ROOT:-/www}/routerd/assets/$name.gz"
[ -f "$file" ] || { printf 'Status: 404 Not Found\r\n\r\n'; exit 0; }
case "$name" in
	*.js) type='text/javascript' ;;
	*.css) type='text/css' ;;
	*) type='application/octet-stream' ;;
esac
# Hashed names: a new build is new names, so the browser may keep each for a year.
printf 'Content-Type: %s\r\nContent-Encoding: gzip\r\nCache-Control: public, max-age=31536000, immutable\r\n\r\n' "$type"
exec cat "$file"
