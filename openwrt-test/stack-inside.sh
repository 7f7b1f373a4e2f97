#!/bin/sh
# Runs inside a private mount namespace (openwrt-test/stack.ts starts it with `unshare -m
# --propagation private`, or `-rm` when not root): OpenWrt's ubusd, rpcd and uhttpd over the
# test root ROOT, answering /ubus on 127.0.0.1:PORT. Every mount below lives and dies with this
# namespace; the machine's own /etc/config, /tmp and /var/run are never touched.
# PREFIX is the folder OPENWRT_TOOLS names (openwrt-test/tools.ts): programs are only run from it.
#   stack-inside.sh PREFIX ROOT PORT
set -eu
P=$1 ROOT=$2 PORT=$3
HERE=$(dirname "$0")
# the OpenWrt programs this stack runs in place of its stand-ins (stack.ts StackOptions.real)
real() { grep -qx "$1" "$ROOT/.real" 2>/dev/null; }

# the package's rpcd files where this build of rpcd looks for them (rpcd reads <its install
# prefix>/share/rpcd; on a router /usr/share/rpcd): a tmpfs over the folder's own, in this
# namespace only, holding the test root's acl.d (with the stock unauthenticated.json) and ucode/
mkdir -p "$ROOT/.share-upper/routerd" "$ROOT/.share-work"
mount -t overlay overlay -o "lowerdir=$P/share,upperdir=$ROOT/.share-upper,workdir=$ROOT/.share-work" "$P/share"
mount -t tmpfs rpcd-share "$P/share/rpcd"
mkdir "$P/share/rpcd/acl.d" "$P/share/rpcd/ucode"
mount --bind "$ROOT/usr/share/rpcd/acl.d" "$P/share/rpcd/acl.d"
mount --bind "$ROOT/usr/share/rpcd/ucode" "$P/share/rpcd/ucode"
# the package's own data beside them (routerd.uc reads exec-shapes.json at ucode/../../routerd):
# the test root's usr/share/routerd, in a folder an overlay adds to PREFIX/share in this namespace
mount --bind "$ROOT/usr/share/routerd" "$P/share/routerd"
# rpcd-mod-iwinfo beside the folder's plugins (rpcd loads all of lib/rpcd), in this namespace only
if real iwinfo; then
	mkdir -p "$ROOT/.rpcd-plugins"
	mount --bind "$P/lib/rpcd" "$ROOT/.rpcd-plugins"
	mount -t tmpfs rpcd-plugins "$P/lib/rpcd"
	for f in "$ROOT"/.rpcd-plugins/*.so "$P/lib/rpcd-optional/iwinfo.so"; do
		: > "$P/lib/rpcd/${f##*/}"
		mount --bind "$f" "$P/lib/rpcd/${f##*/}"
	done
fi
# /etc as the machine has it with ROOT/etc over it: ROOT/etc/config is /etc/config, and what the
# stack writes to /etc (uci commit, passwd's /etc/shadow) lands in ROOT/etc
mkdir -p "$ROOT/.etc-work"
mount -t overlay overlay -o "lowerdir=/etc,upperdir=$ROOT/etc,workdir=$ROOT/.etc-work" /etc
# stand-ins for OpenWrt programs this machine lacks (stack.ts installPrograms), over their folders
if [ -f "$ROOT/.fake-dirs" ]; then
	while read -r d; do
		mkdir -p "$ROOT/.fake-work$d"
		mount -t overlay overlay -o "lowerdir=$d,upperdir=$ROOT/.fake$d,workdir=$ROOT/.fake-work$d" "$d"
	done < "$ROOT/.fake-dirs"
fi
# a /mnt of the namespace's own for the partitions below
if [ -f "$ROOT/.fake-disks" ] || [ -f "$ROOT/.block-devices" ]; then mount -t tmpfs stand-in-mnt /mnt; fi
# real block devices (stack.ts `blockDevices`): each a loop device under the name a router gives its
# disk (/dev/sda2), in a /dev of the namespace's own (an overlay: the machine's /dev is untouched)
# (logd's /dev/log socket is made there too)
if [ -f "$ROOT/.block-devices" ] || real logd; then
	mkdir -p "$ROOT/.dev" "$ROOT/.dev-work"
	mount -t overlay overlay -o "lowerdir=/dev,upperdir=$ROOT/.dev,workdir=$ROOT/.dev-work" /dev
fi
if [ -f "$ROOT/.block-devices" ]; then
	while read -r dev loop; do
		set -- $(stat -c '%t %T' "$loop")
		mknod "$dev" b $((0x$1)) $((0x$2))
	done < "$ROOT/.block-devices"
fi
# logd reads the kernel's log from /proc/kmsg, and a read takes the lines away: the machine's
# must stay the machine's, so logd sees an empty file there
if real logd; then mount --bind /dev/null /proc/kmsg; fi
# USB partitions (stack.ts `disks`): a tmpfs per mount point whose source names the device
if [ -f "$ROOT/.fake-disks" ]; then
	while read -r dev target; do
		mkdir -p "$target"
		mount -t tmpfs "$dev" "$target"
		if [ -d "$ROOT$target" ]; then cp -a "$ROOT$target/." "$target/"; fi
	done < "$ROOT/.fake-disks"
fi
# the plugin's lockout record (/tmp/routerd), rpcd's apply snapshots and the ubus socket
mount --bind "$ROOT/tmp" /tmp
mkdir -p "$ROOT/run/ubus"
mount --bind "$ROOT/run" /var/run
# /var/lock, which OpenWrt's /etc/init.d/boot makes (base-files' user_add locks /var/lock/passwd);
# on this machine it leads to /run/lock, the stack's own now
[ -L /var/lock ] && mkdir -p "/var/run/$(basename "$(readlink /var/lock)")" || mkdir -p /var/lock

export LD_LIBRARY_PATH="$P/lib"
# the package's uci-defaults (its rpcd login entries), as OpenWrt's default_postinst runs them
# before the package's postinst reloads rpcd: each sourced in a subshell in /etc/uci-defaults,
# removed once it succeeded
for f in /etc/uci-defaults/*; do
	if [ -f "$f" ]; then (set +eu; PATH="$P/bin:$PATH"; cd /etc/uci-defaults && . "$f") && rm -f "$f"; fi
done
"$P/sbin/ubusd" -s /var/run/ubus/ubus.sock & UB=$!
i=0; until [ -S /var/run/ubus/ubus.sock ] || [ $i -ge 200 ]; do sleep 0.1; i=$((i+1)); done
# -t: the seconds rpcd gives a plugin's deferred call (rpcd main.c)
"$P/sbin/rpcd" -s /var/run/ubus/ubus.sock -t 30 & RP=$!
"$P/bin/uhttpd" -f -p "127.0.0.1:$PORT" -h "$ROOT/www" -u /ubus -U /var/run/ubus/ubus.sock & UH=$!
PS= PD= UP= NF=
if real procd; then
	# the real procd on a bus of its own, its `service` object bridged onto the stack's
	# (procd-service-bridge.uc: procd's `system` reboots the machine when procd is not pid 1).
	# procd makes itself a session and process group leader (procd.c setsid): its instances
	# are in its group, which the trap ends.
	"$P/sbin/ubusd" -s /var/run/ubus/procd.sock & UP=$!
	i=0; until [ -S /var/run/ubus/procd.sock ] || [ $i -ge 200 ]; do sleep 0.1; i=$((i+1)); done
	"$P/sbin/procd" -S -s /var/run/ubus/procd.sock >&2 & PD=$!
	"$P/bin/ucode" "$HERE/procd-service-bridge.uc" /var/run/ubus/procd.sock & PS=$!
elif [ -f "$ROOT/.procd-service.uc" ]; then
	# procd's `service` object (procd-service-stand-in.uc)
	"$P/bin/ucode" "$ROOT/.procd-service.uc" & PS=$!
fi
if real netifd; then unshare -n -m sh "$HERE/netifd-inside.sh" "$P" "$ROOT" "$(readlink /proc/self/ns/net)" & NF=$!; fi
# logd keeps the log that logread reads over ubus; -S: its buffer in KiB
if real logd; then "$P/sbin/logd" -S 64 & PS="$PS $!"; fi
# a vendor's daemons that publish a ubus object (stack.ts `ubusStandIns`: the cloud client's `cloud`)
for f in "$ROOT"/.ubus-stand-ins/*; do
	if [ -f "$f" ]; then "$P/bin/ucode" "$f" & PS="$PS $!"; fi
done
# procd's group (a session of its own, not in ours): SIGTERM, then SIGKILL after 3 s (a procd that
# ran instances was seen outliving SIGTERM); the stack is only gone once procd is
stop_procd() {
	kill -TERM -"$PD" 2>/dev/null
	i=0; while kill -0 "$PD" 2>/dev/null && [ $i -lt 30 ]; do sleep 0.1; i=$((i+1)); done
	kill -KILL -"$PD" 2>/dev/null
	i=0; while kill -0 "$PD" 2>/dev/null && [ $i -lt 20 ]; do sleep 0.1; i=$((i+1)); done
}
# set +e: a kill of a process the group's SIGTERM already ended fails, which must not end the trap
trap 'set +e; kill $UH $RP $PS $NF 2>/dev/null; if [ -n "$PD" ]; then stop_procd; fi; kill $UP $UB 2>/dev/null; exit 0' TERM INT
wait
