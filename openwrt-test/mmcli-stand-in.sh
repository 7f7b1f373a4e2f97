#!/bin/sh
# ModemManager's mmcli for the real stack (modem-stand-in.ts writes its state, the test drives it):
# one case per call shape the console and the SIM watch service make (mmcli-exec-shapes.ts), each
# answer what `mmcli -J` prints (mmcli-output.c: strings, "--" for none). What the modem shows
# depends on the slot in use: ModemStandIn renders a folder per slot, and a switch
# (--set-primary-sim-slot) only changes $D/slot, as the modem's own restart does.
D=/tmp/fake-mmcli
SIM=/org/freedesktop/ModemManager1/SIM/
SMS=/org/freedesktop/ModemManager1/SMS/
echo "$*" >> $D/calls
fail() { echo "error: $1" >&2; exit 1; }
# a JSON string's inside: backslash, quote, tab and line breaks escaped, other control bytes dropped
esc() { printf '%s' "$1" | tr -d '\001-\010\013-\037' | sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/\t/\\t/g' | awk 'NR > 1 { printf "\\n" } { printf "%s", $0 }'; }
[ -f $D/garbage ] && { cat $D/garbage; exit 0; }
[ -f $D/no-modem ] && fail "couldn't find modem"
S=$D/slot$(cat $D/slot)
case "$*" in
"-J -m any") cat $S/modem.json;;
"-J -i any") cat $S/sim-$(cat $D/slot).json 2>/dev/null || fail "couldn't find SIM";;
"-J -i $SIM"[0-9]*) cat "$S/sim-${3##*/}.json" 2>/dev/null || fail "couldn't find SIM";;
# the extended readings read "--" with refresh rate 0 until --signal-setup (mm-iface-modem-signal.c)
"-J -m any --signal-get") if [ -f $D/signal-rate ]; then cat $D/signal.json; else cat $D/signal-off.json; fi;;
"-m any --signal-setup=60") [ -f $D/no-extended-signal ] || touch $D/signal-rate; echo "successfully setup signal quality information retrieval";;
"-J -m any --get-cell-info") cat $D/cell-info.json;;
"-J -m any --location-get") cat $D/location.json;;
"-J -m any --messaging-list-sms") printf '{"modem.messaging.sms":['; sep=
  for f in $D/sms/*.json; do [ -f "$f" ] || continue; n=${f##*/}; printf '%s"%s%s"' "$sep" $SMS "${n%.json}"; sep=,; done; echo ']}';;
"-J -s $SMS"[0-9]*) cat "$D/sms/${3##*/}.json" 2>/dev/null || fail "couldn't find SMS";;
# mm_common_parse_key_value_string as the console writes it: number first, the quoted text last
"-m any --messaging-create-sms="*) p=${3#--messaging-create-sms=}
  case "$p" in number=*,text=\'*\'|number=*,text=\"*\") ;; *) fail "couldn't parse input properties";; esac
  number=${p%%,text=*}; number=${number#number=}; text=${p#*,text=?}; text=${text%?}
  n=$(( $(cat $D/sms-next 2>/dev/null || echo 100) + 1 )); echo $n > $D/sms-next
  printf '{"sms":{"dbus-path":"%s%s","content":{"number":"%s","text":"%s","data":"--"},"properties":{"pdu-type":"submit","state":"stored","storage":"--","timestamp":"--"}}}\n' \
    $SMS $n "$(esc "$number")" "$(esc "$text")" > $D/sms/$n.json
  echo "Successfully created new SMS: $SMS$n";;
"-s $SMS"[0-9]*" --send") f="$D/sms/${2##*/}.json"; [ -f "$f" ] || fail "couldn't find SMS"
  sed -i 's/"state":"stored"/"state":"sent"/' "$f"; echo "successfully sent the SMS";;
"-m any --messaging-delete-sms=$SMS"[0-9]*) rm -f "$D/sms/${3##*/}.json"; echo "successfully deleted SMS from modem";;
"-m any --3gpp-ussd-initiate="*) [ -f $D/ussd ] || fail "couldn't initiate USSD session: 'GDBus.Error:org.freedesktop.ModemManager1.Error.Core.Failed: USSD session failed'"
  printf "USSD session initiated; new reply from network: '%s'\n" "$(cat $D/ussd)";;
"-m any --set-primary-sim-slot="[12]) echo "${3#*=}" > $D/slot; echo "successfully requested primary SIM switch in modem";;
*) fail "unknown call";;
esac
