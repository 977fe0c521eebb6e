-- RTSP cameras on the farm's network (issue 38): the stream's address, its login (the password
-- encrypted by the server, never returned), RTP over TCP or UDP, and the camera's ONVIF address
-- for pan/tilt/zoom. The address holds no login: user and password are kept apart.
alter table cameras drop constraint if exists cameras_provider_check;
alter table cameras add constraint cameras_provider_check check (provider in ('sim', 'ezviz', 'imou', 'rtsp'));
alter table cameras add column rtsp_url text;
alter table cameras add column rtsp_user text;
alter table cameras add column rtsp_password text;
alter table cameras add column rtsp_transport text not null default 'tcp' check (rtsp_transport in ('tcp', 'udp'));
alter table cameras add column onvif_url text;
