#!/bin/sh
# Runs OpenWrt's netifd in a network namespace of its own (stack-inside.sh starts it with
# `unshare -n -m`): netifd changes the network of the namespace it runs in, so only ever this one.
# Its ports are veth pairs made here, named as on a router with DSA ports and a modem: lan1-lan4
# (br-lan's ports in the stock network config), wan, and wwan0 (a modem's data device); each
# peer is up, so that netifd sees a link. netifd reads /etc/config/network (the test root's) and
# answers on the stack's bus; the namespace and its devices go when netifd exits.
#   netifd-inside.sh PREFIX ROOT
set -eu
P=$1 ROOT=$2
# /sys of this network namespace: netifd reads and writes its devices' settings there
mount -t sysfs netifd-sysfs /sys
for port in lan1 lan2 lan3 lan4 wan wwan0; do
	ip link add "$port" type veth peer name "$port-peer"
	ip link set "$port-peer" up
done
# netifd's own scripts (main.uc, which publishes network.wireless, and the shell helpers) where
# it looks for them, /lib/netifd (netifd.h DEFAULT_MAIN_PATH), in this mount namespace only: an
# overlay over the machine's /lib holding the tools folder's lib/netifd
LIB=$(realpath /lib)
mkdir -p "$ROOT/.netifd-lib/upper/netifd" "$ROOT/.netifd-lib/work" /tmp/resolv.conf.d
mount -t overlay overlay -o "lowerdir=$LIB,upperdir=$ROOT/.netifd-lib/upper,workdir=$ROOT/.netifd-lib/work" "$LIB"
mount --bind "$P/lib/netifd" /lib/netifd
export LD_LIBRARY_PATH="$P/lib"
# -S: its log on stderr, not the machine's syslog; -h: no hotplug-call scripts here
exec "$P/sbin/netifd" -S -s /var/run/ubus/ubus.sock -h /bin/true
